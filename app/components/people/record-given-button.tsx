import { useState } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import type { SuggestionForPersonResponse } from '#app/lib/people/contract.ts'
import { notify } from '#app/lib/notify.ts'

/** "We gave this": records a finder suggestion straight into the person's gift history. */
export function RecordGivenButton({
  person,
  suggestion,
  className,
}: {
  person: { id: string; name: string }
  suggestion: { name: string; price: string; ideaId?: string | null }
  className?: string
}) {
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle')

  async function record() {
    setState('saving')
    try {
      const response = await fetch('/api/people/suggestions', {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({
          intent: 'given',
          personId: person.id,
          name: suggestion.name,
          price: suggestion.price,
          ideaId: suggestion.ideaId ?? '',
        }),
      })
      const answer = (await response.json()) as SuggestionForPersonResponse
      if (!answer.ok) throw new Error(answer.error)
      void notify('success', answer.message, answer.detail)
      setState('done')
    } catch (error) {
      void notify('error', 'Could not add it to their gift history', (error as Error).message || 'Please try again.')
      setState('idle')
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={className}
      disabled={state !== 'idle'}
      onClick={() => void record()}
    >
      {state === 'done' ? `In ${person.name}'s gift history` : `We gave this to ${person.name}`}
      <span className="sr-only">: {suggestion.name}</span>
    </Button>
  )
}
