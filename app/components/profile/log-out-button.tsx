import { LogOut } from 'lucide-react'
import { Form } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

/** 'Log Out': a POST, so a link or a prefetch can never sign anyone out; /auth/logout goes home. */
export function LogOutButton() {
  return (
    <Form method="post" action="/auth/logout">
      <Button type="submit" variant="outline" size="lg">
        <LogOut aria-hidden="true" />
        Log Out
      </Button>
    </Form>
  )
}
