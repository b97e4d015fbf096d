import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (several checkouts' e2e runs, benchmarks) keep separate builds.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
