import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // The SSR bundle's entry is our Express app (server/app.ts), so production runs one compiled
  // module with the route build inside it (react-router-templates, node-custom-server).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  plugins: [tailwindcss(), reactRouter()],
})
