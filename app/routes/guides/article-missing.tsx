import { redirect } from 'react-router'

/** A guide-article URL without its slug redirects to /404. */
export function loader() {
  return redirect('/404')
}
