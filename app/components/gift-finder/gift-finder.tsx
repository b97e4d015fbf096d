import { RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import type { GiftFormValues } from '#app/lib/gift-finder/contract.ts'
import type { Condition } from '#app/lib/gift-finder/form-options.ts'
import type { ProductForPerson } from '#app/lib/product/wishlist-product.ts'

import { FinderChat } from '#app/components/gift-finder/finder-chat.tsx'
import { GiftForm } from '#app/components/gift-finder/gift-form.tsx'
import { SuggestionResults, SuggestionsLoading } from '#app/components/gift-finder/suggestion-results.tsx'
import { useGiftFinder } from '#app/components/gift-finder/use-gift-finder.ts'

/**
 * The interactive part of /gift-finder: form, chat, suggestions. Opened for a person, the form starts
 * filled from them and suggestion cards offer saving to their list.
 */
export function GiftFinder({
  condition,
  initialValues,
  forPerson,
}: {
  condition: Condition
  initialValues?: Partial<GiftFormValues>
  forPerson?: ProductForPerson
}) {
  const finder = useGiftFinder(condition, forPerson?.id)
  const chatRef = useRef<HTMLDivElement>(null)
  const chatInputRef = useRef<HTMLInputElement>(null)
  const formAnchorRef = useRef<HTMLDivElement>(null)
  const { stage, chatOpen } = finder

  // On submit (and on Refine Search) the chat opens scrolled into view.
  useEffect(() => {
    if (stage === 'chat' && chatOpen) chatRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [stage, chatOpen])

  useEffect(() => {
    if (chatOpen && !finder.pending && finder.messages.length > 0) chatInputRef.current?.focus()
  }, [chatOpen, finder.pending, finder.messages.length])

  function newSearch() {
    finder.reset()
    formAnchorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  const showResults = finder.loading || finder.searched
  return (
    <div ref={formAnchorRef} className="mx-auto max-w-7xl scroll-mt-24 space-y-8 px-4 pb-16 sm:px-6 lg:px-8">
      {/* Hidden rather than unmounted, so the answers survive a failed start (New Search remounts it). */}
      <div className="mx-auto max-w-3xl" hidden={stage !== 'form'}>
        <GiftForm key={finder.formKey} onSubmit={finder.start} initialValues={initialValues} />
      </div>

      {stage === 'chat' && chatOpen ? (
        <div className="mx-auto max-w-3xl space-y-3">
          <FinderChat
            cardRef={chatRef}
            inputRef={chatInputRef}
            messages={finder.messages}
            draft={finder.draft}
            pending={finder.pending}
            input={finder.input}
            onInputChange={finder.setInput}
            onSend={finder.send}
          />
          {!showResults ? (
            <div className="flex justify-end">
              <Button type="button" variant="ghost" size="sm" onClick={newSearch}>
                <RotateCcw aria-hidden="true" />
                New Search
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {stage === 'chat' && finder.loading ? <SuggestionsLoading /> : null}
      {stage === 'chat' && !finder.loading && finder.searched ? (
        <SuggestionResults
          suggestions={finder.suggestions}
          revealing={finder.revealing}
          loadingMore={finder.loadingMore}
          onRefine={finder.refine}
          onFindMore={() => void finder.findMore()}
          onNewSearch={newSearch}
          forPerson={forPerson}
        />
      ) : null}
    </div>
  )
}
