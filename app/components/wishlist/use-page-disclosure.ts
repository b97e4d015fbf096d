import { useLocation } from 'react-router'

/** The query parameter naming the item whose 'Edit details' the wishlist page opens with. */
export const EDIT_ITEM_PARAM = 'edit'
/** The query parameter naming which of the wishlist page's own dialogs the page opens with. */
export const LIST_DIALOG_PARAM = 'open'
/** The wishlist page's row of list actions, where those dialogs open. */
export const LIST_ACTIONS_ANCHOR = 'list-actions'

const DISCLOSURE_PARAMS = [EDIT_ITEM_PARAM, LIST_DIALOG_PARAM]

/**
 * A disclosure that, before hydration, is a link to this same page with `?<param>=<value>`, which
 * renders it open in place (see `DisclosureDialog`'s `openHref`). `opened` says whether this page
 * was asked to open it; `openHref` keeps the page's other parameters but closes any other
 * disclosure it opened, and returns to `anchor`.
 */
export function usePageDisclosure(param: string, value: string, anchor: string) {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const opened = params.get(param) === value
  for (const other of DISCLOSURE_PARAMS) params.delete(other)
  params.set(param, value)
  return { opened, openHref: `${location.pathname}?${params.toString()}#${anchor}` }
}

/**
 * One of the wishlist page's once-per-page dialogs ('Add by link', 'Add your own', 'Share',
 * 'Rename'): their closed forms were rendered on every visit for the few that open one.
 */
export function useListDialog(name: 'add-link' | 'add-own' | 'share' | 'rename') {
  return usePageDisclosure(LIST_DIALOG_PARAM, name, LIST_ACTIONS_ANCHOR)
}
