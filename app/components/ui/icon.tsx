import type { SpriteIconName } from '#app/lib/icon-names.ts'

/** The sprite written by scripts/render-icon-sprite.tsx from lucide's icons. */
export const ICON_SPRITE = '/icons/sprite.svg'

/**
 * A lucide icon drawn from the static sprite: the same artwork as lucide-react's components, but no
 * icon code in the page's JavaScript (docs/decisions/008-first-load-javascript-budget.md). Decorative: hidden from screen readers.
 */
export function Icon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}
