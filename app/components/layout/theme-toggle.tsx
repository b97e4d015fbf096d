import { useFetcher } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { THEMES, type Theme } from '#app/lib/theme.ts'

const LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' }
const ICONS = { system: 'Monitor', light: 'Sun', dark: 'Moon' } as const

/** Light / dark / system switch; a plain form post, so it works without JavaScript too. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher()
  const pending = fetcher.formData?.get('theme')
  const current = typeof pending === 'string' ? (pending as Theme) : theme
  return (
    <fetcher.Form method="post" action="/resources/theme" className="flex items-center gap-1" aria-label="Colour theme">
      {THEMES.map((option) => {
        return (
          <button
            key={option}
            type="submit"
            name="theme"
            value={option}
            aria-pressed={current === option}
            aria-label={`${LABELS[option]} theme`}
            title={`${LABELS[option]} theme`}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-white aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-800 dark:aria-pressed:text-white"
          >
            <Icon name={ICONS[option]} className="size-4" />
          </button>
        )
      })}
    </fetcher.Form>
  )
}
