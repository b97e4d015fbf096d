import { Bot, User } from 'lucide-react'
import type { ReactNode, Ref } from 'react'

import { cn } from '#app/lib/utils.ts'

/** A chat message as the logs show it. */
export interface ChatLine {
  role: 'user' | 'assistant'
  content: string
}

/** One message bubble. Model and concierge text is rendered as text, never as HTML. */
export function ChatBubble({ role, children }: { role: ChatLine['role']; children: string }) {
  const mine = role === 'user'
  return (
    <li className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')}>
      {mine ? null : <Bot aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700 dark:text-brand-200" />}
      <p
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap',
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Gift finder: '}</span>
        {children}
      </p>
      {mine ? <User aria-hidden="true" className="mt-1 size-6 shrink-0 text-slate-500" /> : null}
    </li>
  )
}

/**
 * A conversation as a live log (screen readers hear new messages): the messages, an answer being
 * written, and `pending` (e.g. a spinner) while one is awaited.
 */
export function ChatLog({
  label,
  messages,
  draft,
  pending,
  logRef,
  className,
}: {
  label: string
  messages: readonly ChatLine[]
  /** The reply as it streams in, before it becomes a message. */
  draft?: string | null
  /** Shown at the end while a reply is awaited. */
  pending?: ReactNode
  logRef?: Ref<HTMLUListElement>
  className?: string
}) {
  return (
    <ul
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={label}
      className={cn('flex-1 space-y-3 overflow-y-auto', className)}
    >
      {messages.map((message, index) => (
        <ChatBubble key={index} role={message.role}>
          {message.content}
        </ChatBubble>
      ))}
      {draft ? <ChatBubble role="assistant">{draft}</ChatBubble> : null}
      {pending}
    </ul>
  )
}
