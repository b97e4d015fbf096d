import type { IconName as CategoryIconName } from '#app/lib/pillar-data.ts'

/** Interface icons drawn from the sprite (besides every pillar and subcategory icon). */
export const UI_ICON_NAMES = [
  'ArrowLeft',
  'ArrowRight',
  'BarChart3',
  'Brain',
  'CalendarDays',
  'ChevronLeft',
  'ChevronRight',
  'Clock',
  'ExternalLink',
  'Gift',
  'Handshake',
  'Heart',
  'LifeBuoy',
  'Mail',
  'Menu',
  'Monitor',
  'Moon',
  'Search',
  'ShieldCheck',
  'Sparkles',
  'Star',
  'Sun',
  'TrendingUp',
  'UserRound',
  'X',
  'Zap',
] as const

export type SpriteIconName = CategoryIconName | (typeof UI_ICON_NAMES)[number]
