import { Bot, Send } from 'lucide-react'
import { useEffect, useRef, type FormEvent, type Ref } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ChatLog } from '#app/components/ui/chat-log.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import type { ChatMessage } from '#app/lib/gift-finder/contract.ts'
import { MAX_MESSAGE_LENGTH } from '#app/lib/gift-finder/finder.ts'

/**
 * The finder's chat card, 400 px high: the conversation as a live log, and a
 * text box that is disabled while a reply is pending.
 */
export function FinderChat({
  messages,
  draft,
  pending,
  input,
  onInputChange,
  onSend,
  cardRef,
  inputRef,
}: {
  messages: ChatMessage[]
  /** The reply being written, while it streams in. */
  draft: string | null
  pending: boolean
  input: string
  onInputChange: (value: string) => void
  onSend: (text: string) => void
  cardRef?: Ref<HTMLDivElement>
  inputRef?: Ref<HTMLInputElement>
}) {
  const logRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages, draft, pending])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Nothing empty is sent, and nothing while a reply is pending.
    if (pending || !input.trim()) return
    onSend(input.trim())
  }

  return (
    <Card ref={cardRef} id="finder-chat" className="flex h-[400px] scroll-mt-24 flex-col overflow-hidden">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Bot aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        <h2 className="font-semibold">Chat with the AI Gift Finder</h2>
      </div>
      <ChatLog
        logRef={logRef}
        label="Conversation with the gift finder"
        messages={messages}
        draft={draft}
        className="px-4 py-4"
        pending={
          pending && !draft ? (
            <li className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Spinner label="The gift finder is thinking" />
              Thinking…
            </li>
          ) : null
        }
      />
      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3 dark:border-slate-800">
        <Input
          ref={inputRef}
          value={input}
          onChange={(event) => onInputChange(event.target.value)}
          placeholder={pending ? 'Waiting for a reply…' : 'Type your answer...'}
          aria-label="Your message"
          maxLength={MAX_MESSAGE_LENGTH}
          disabled={pending}
          autoComplete="off"
        />
        <Button type="submit" disabled={pending || !input.trim()} aria-label="Send message">
          <Send aria-hidden="true" />
        </Button>
      </form>
    </Card>
  )
}
