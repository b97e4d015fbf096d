import type { ReactNode } from 'react'

import { PageHero } from '#app/components/layout/page-hero.tsx'

/** Layout for static text pages (Privacy, Affiliate Disclosure). */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} subtitle={`Last updated: ${updated}`} />
      <article className="prose-guide mx-auto max-w-3xl px-4 py-16 sm:px-6">{children}</article>
    </>
  )
}
