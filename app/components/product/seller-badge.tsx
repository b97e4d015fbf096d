import { BadgeCheck, ShieldCheck } from 'lucide-react'

import { sellerBadge } from '#app/lib/gift-search/search.ts'
import { cn } from '#app/lib/utils.ts'

const TONES = {
  green: 'bg-green-100 text-green-900 ring-green-700/20 dark:bg-green-950 dark:text-green-200',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-700/20 dark:bg-yellow-950 dark:text-yellow-200',
} as const

/** 'Top-rated seller' (green) or 'Trusted seller' (yellow) by feedback; nothing below 95%. */
export function SellerBadge({ feedbackPercentage }: { feedbackPercentage: number | null }) {
  const badge = sellerBadge(feedbackPercentage)
  if (!badge) return null
  const Icon = badge.tone === 'green' ? BadgeCheck : ShieldCheck
  return (
    <span
      data-tone={badge.tone}
      title={`${feedbackPercentage}% positive feedback`}
      className={cn(
        'inline-flex items-center gap-1 self-start rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[badge.tone],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {badge.label}
    </span>
  )
}
