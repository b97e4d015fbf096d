import { useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'

import { MAIN_NAV, SITE } from '#app/lib/site.ts'
import { cn } from '#app/lib/utils.ts'
import { Icon } from '#app/components/ui/icon.tsx'

export interface HeaderUser {
  name: string
  email: string
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 dark:hover:bg-slate-800 dark:hover:text-white',
    isActive ? 'text-brand-800 dark:text-white' : 'text-slate-700 dark:text-slate-300',
  )

/** Site header: six links, Secret Santa and the People and profile icons (signed in), and the mobile menu toggle. */
export function Header({ user }: { user: HeaderUser | null }) {
  // The menu belongs to the page it was opened on: navigating closes it.
  const location = useLocation()
  const [openOnPath, setOpenOnPath] = useState<string | null>(null)
  const menuOpen = openOnPath === location.pathname
  const accountHref = user ? '/profile' : '/auth'
  const accountLabel = user ? `Your profile (${user.name || user.email})` : 'Sign In'

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800 dark:text-white">
          <Icon name="Gift" className="size-7 text-brand-700 dark:text-brand-200" />
          <span>{SITE.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={navLinkClass} prefetch="intent">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <>
              <NavLink
                to="/secret-santa"
                className={(state) => cn(navLinkClass(state), 'hidden items-center gap-1.5 lg:inline-flex')}
              >
                <Icon name="Gift" className="size-4" />
                Secret Santa
              </NavLink>
              <Link
                to="/people"
                aria-label="People you buy for"
                title="People you buy for"
                className="hidden size-10 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-800 lg:inline-flex dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <Icon name="Users" className="size-5" />
              </Link>
            </>
          ) : null}
          <Link
            to={accountHref}
            aria-label={accountLabel}
            title={accountLabel}
            className="hidden size-10 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-800 lg:inline-flex dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Icon name="UserRound" className="size-5" />
          </Link>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOnPath(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <Icon name="X" className="size-6" /> : <Icon name="Menu" className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden dark:border-slate-800"
      >
        <ul className="flex flex-col gap-1">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className={(state) => cn(navLinkClass(state), 'block')}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {user ? (
            <>
              <li>
                <NavLink to="/secret-santa" className={(state) => cn(navLinkClass(state), 'flex items-center gap-2')}>
                  <Icon name="Gift" className="size-4" />
                  Secret Santa
                </NavLink>
              </li>
              <li>
                <NavLink to="/people" className={(state) => cn(navLinkClass(state), 'flex items-center gap-2')}>
                  <Icon name="Users" className="size-4" />
                  People
                </NavLink>
              </li>
            </>
          ) : null}
          <li>
            <NavLink to={accountHref} className={(state) => cn(navLinkClass(state), 'flex items-center gap-2')}>
              <Icon name="UserRound" className="size-4" />
              {user ? 'Profile' : 'Sign In'}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
