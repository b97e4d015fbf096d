import { Search } from 'lucide-react'
import { Form } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Input, Label } from '#app/components/ui/input.tsx'

/**
 * The search box: a plain GET form to /gift-search?q=..., so the query lives in the URL and the
 * search works without JavaScript.
 */
export function SearchForm({
  query,
  onQueryChange,
  onSubmit,
  busy,
}: {
  query: string
  onQueryChange: (query: string) => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  busy: boolean
}) {
  return (
    <Form method="get" action="/gift-search" role="search" onSubmit={onSubmit} className="flex flex-col gap-2">
      <Label htmlFor="gift-search-q">Search for a gift</Label>
      <div className="flex gap-2">
        <Input
          id="gift-search-q"
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="e.g. wireless headphones, personalised mug, yoga mat"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" disabled={busy}>
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </Form>
  )
}
