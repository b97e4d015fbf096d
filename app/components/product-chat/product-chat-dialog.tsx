import { Send, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import { ChatLog } from '#app/components/ui/chat-log.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { MAX_MESSAGE_LENGTH, productChatGreeting } from '#app/lib/gift-finder/finder.ts'
import type { ChatMessage, ProductFacts } from '#app/lib/gift-finder/contract.ts'
import { notify } from '#app/lib/notify.ts'

/** POST /api/product-chat: product, question -> answer. */
async function askAboutProduct(product: ProductFacts, question: string): Promise<string> {
  const response = await fetch('/api/product-chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ product, question }),
  })
  const body = (await response.json().catch(() => null)) as { answer?: unknown } | null
  if (!response.ok || typeof body?.answer !== 'string' || !body.answer.trim()) throw new Error('No answer')
  return body.answer
}

/**
 * The product chat dialog: '{name} AI Chat', a greeting seeded once on
 * open, Enter sends, a spinner while waiting, and the question kept in the log if sending fails.
 */
export default function ProductChatDialog({
  product,
  open,
  onOpenChange,
}: {
  product: ProductFacts
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [input, setInput] = useState('')
  const [loading, setLoading] = useState(false)
  const logRef = useRef<HTMLUListElement>(null)
  const seeded = useRef(false)

  useEffect(() => {
    if (open && !seeded.current) {
      seeded.current = true
      setMessages([{ role: 'assistant', content: productChatGreeting(product.name) }])
    }
  }, [open, product.name])

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages, loading])

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const question = input.trim()
    if (loading || !question) return
    setInput('')
    setMessages((current) => [...current, { role: 'user', content: question }])
    setLoading(true)
    try {
      const answer = await askAboutProduct(product, question)
      setMessages((current) => [...current, { role: 'assistant', content: answer }])
    } catch {
      // The question stays in the log.
      void notify('error', 'Error', 'Failed to get response. Please try again.')
    } finally {
      setLoading(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        {/* Its own content box: 600 px high and up to 2xl wide, a column whose log fills the middle. */}
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex h-[600px] max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <div className="flex flex-col gap-1.5 pr-6">
            <Dialog.Title className="text-lg leading-tight font-semibold">{product.name} AI Chat</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
              Ask anything about this product. Answers come from its listing.
            </Dialog.Description>
          </div>
          <ChatLog
            logRef={logRef}
            label="Conversation about this product"
            messages={messages}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            pending={
              loading ? (
                <li>
                  <Spinner label="Waiting for an answer" />
                </li>
              ) : null
            }
          />
          <form onSubmit={send} className="flex gap-2">
            <Input
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="Ask a question..."
              aria-label="Your question"
              maxLength={MAX_MESSAGE_LENGTH}
              autoComplete="off"
              autoFocus
            />
            <Button type="submit" disabled={loading || !input.trim()} aria-label="Send question">
              <Send aria-hidden="true" />
            </Button>
          </form>
          <Dialog.Close className="absolute top-4 right-4 rounded-sm p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-slate-100">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
