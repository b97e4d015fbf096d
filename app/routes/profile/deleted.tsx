import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'

import { MessagePanel } from '#app/components/layout/message-panel.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ACCOUNT_DELETION } from '#app/lib/profile/account-deletion.ts'
import { privatePageMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/deleted'

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Account deleted',
  description: 'Your Giftwise account has been deleted.',
  path: '/profile/deleted',
})

/** After deleting an account: it is gone, and this is what stays. */
export default function AccountDeleted() {
  return (
    <MessagePanel icon={CircleCheck} title="Your account has been deleted" tone="success">
      <p>You are signed out everywhere, and everything we kept about you is gone, except:</p>
      <ul className="list-disc space-y-1 pl-5 text-left">
        {ACCOUNT_DELETION.remains.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button asChild size="lg">
        <Link to="/">Back to Home</Link>
      </Button>
    </MessagePanel>
  )
}
