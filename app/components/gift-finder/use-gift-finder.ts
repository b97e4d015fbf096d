import { useCallback, useRef, useState } from 'react'

import { dedupeSuggestions, filterByCondition } from '#app/lib/gift-finder/dedupe-suggestions.ts'
import type { Condition } from '#app/lib/gift-finder/form-options.ts'
import { SUGGESTION_BATCH_SIZE, SUGGESTION_CHUNK_PAUSE_MS, SUGGESTION_CHUNK_SIZE } from '#app/lib/gift-finder/finder.ts'
import type {
  ChatFormData,
  ChatMessage,
  GiftFormValues,
  GiftSuggestion,
  SearchCriteria,
} from '#app/lib/gift-finder/contract.ts'
import { notify } from '#app/lib/notify.ts'

import { fetchSuggestions, FinderRequestError, streamChatTurn } from '#app/components/gift-finder/finder-api.ts'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The finder's toasts (docs/features/gift-finder.md). */
export const FINDER_TOASTS = {
  startFailed: 'Failed to start the gift finder. Please try again.',
  invalidResponse: 'Invalid response from server',
  sendFailed: 'Failed to send message. Please try again.',
  suggestionsFailed: 'Failed to fetch gift suggestions. Please try again.',
  moreFailed: 'Failed to load more gifts. Please try again.',
} as const

/**
 * The gift finder flow: form, then chat (first reply fetched with an empty
 * message list), then suggestions in chunks of 7 with a 200 ms pause; Refine Search, Find More and
 * New Search. A generation counter drops answers that arrive after New Search.
 */
export function useGiftFinder(condition: Condition, personId?: string) {
  const [stage, setStage] = useState<'form' | 'chat'>('form')
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [draft, setDraft] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [input, setInput] = useState('')
  const [chatOpen, setChatOpen] = useState(false)
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null)
  const [suggestions, setSuggestions] = useState<GiftSuggestion[]>([])
  const [loading, setLoading] = useState(false)
  const [revealing, setRevealing] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [searched, setSearched] = useState(false)
  const [formKey, setFormKey] = useState(0)

  const generation = useRef(0)
  const formRef = useRef<GiftFormValues | null>(null)
  const shown = useRef<GiftSuggestion[]>([])

  const show = useCallback((next: GiftSuggestion[]) => {
    shown.current = next
    setSuggestions(next)
  }, [])

  /** Adds suggestions in chunks of 7, pausing 200 ms between chunks. */
  const reveal = useCallback(
    async (items: GiftSuggestion[], base: GiftSuggestion[], run: number) => {
      setRevealing(true)
      let current = base
      for (let start = 0; start < items.length; start += SUGGESTION_CHUNK_SIZE) {
        if (start > 0) await wait(SUGGESTION_CHUNK_PAUSE_MS)
        if (run !== generation.current) return
        current = [...current, ...items.slice(start, start + SUGGESTION_CHUNK_SIZE)]
        show(current)
      }
      setRevealing(false)
    },
    [show],
  )

  const loadSuggestions = useCallback(
    async (next: SearchCriteria, run: number) => {
      setCriteria(next)
      setLoading(true)
      show([])
      try {
        const batch = await fetchSuggestions({ criteria: next, condition, batchSize: SUGGESTION_BATCH_SIZE, personId })
        if (run !== generation.current) return
        setLoading(false)
        setSearched(true)
        setChatOpen(false)
        await reveal(dedupeSuggestions([], filterByCondition(batch, condition)), [], run)
      } catch {
        if (run !== generation.current) return
        setLoading(false)
        void notify('error', FINDER_TOASTS.suggestionsFailed)
      }
    },
    [condition, personId, reveal, show],
  )

  const runTurn = useCallback(
    async (history: ChatMessage[], first: boolean) => {
      const run = generation.current
      const form = formRef.current
      if (!form) return
      // The follow-up calls leave gender out, as the original gift-chat call did.
      const { gender: _gender, ...withoutGender } = form
      const formData: ChatFormData | Omit<ChatFormData, 'gender'> = first ? form : withoutGender
      setPending(true)
      setDraft('')
      try {
        const reply = await streamChatTurn({ messages: history, formData, condition, personId }, (text) => {
          if (run === generation.current) setDraft(text)
        })
        if (run !== generation.current) return
        setMessages([...history, { role: 'assistant', content: reply.message }])
        setDraft(null)
        setPending(false)
        if (reply.type === 'search_results' && reply.searchCriteria) await loadSuggestions(reply.searchCriteria, run)
      } catch (error) {
        if (run !== generation.current) return
        setDraft(null)
        setPending(false)
        const invalid = error instanceof FinderRequestError && error.invalidResponse
        if (first) {
          const message = invalid
            ? FINDER_TOASTS.invalidResponse
            : (error instanceof FinderRequestError && error.serverMessage) || FINDER_TOASTS.startFailed
          void notify('error', message)
          // Nothing to chat about without a first reply: back to the form.
          setStage('form')
          setChatOpen(false)
        } else {
          void notify('error', FINDER_TOASTS.sendFailed)
          // Give the words back, so trying again is one click.
          setMessages(history.slice(0, -1))
          setInput(history[history.length - 1]?.content ?? '')
        }
      }
    },
    [condition, personId, loadSuggestions],
  )

  const start = useCallback(
    (values: GiftFormValues) => {
      formRef.current = values
      setStage('chat')
      setChatOpen(true)
      setMessages([])
      void runTurn([], true)
    },
    [runTurn],
  )

  const send = useCallback(
    (text: string) => {
      const content = text.trim()
      if (!content || pending) return
      const history: ChatMessage[] = [...messages, { role: 'user', content }]
      setMessages(history)
      setInput('')
      void runTurn(history, false)
    },
    [messages, pending, runTurn],
  )

  const refine = useCallback(() => setChatOpen(true), [])

  const findMore = useCallback(async () => {
    if (!criteria || loadingMore) return
    const run = generation.current
    setLoadingMore(true)
    try {
      const current = shown.current
      const batch = await fetchSuggestions({
        criteria,
        condition,
        batchSize: SUGGESTION_BATCH_SIZE,
        excludeItemIds: current.flatMap((item) => (item.itemId ? [item.itemId] : [])),
        excludeTitles: current.map((item) => item.name),
        excludeIdeaIds: current.flatMap((item) => (item.ideaId ? [item.ideaId] : [])),
        personId,
      })
      if (run !== generation.current) return
      if (batch.length === 0) {
        void notify('info', 'No more results', "We couldn't find any more unique items matching your criteria.")
        return
      }
      const fresh = dedupeSuggestions(current, filterByCondition(batch, condition))
      if (fresh.length === 0) {
        void notify('info', 'No new gifts', 'All current results are already displayed')
        return
      }
      void notify('success', 'More gifts found', `Added ${fresh.length} new gift suggestions`)
      await reveal(fresh, current, run)
    } catch {
      if (run === generation.current) void notify('error', FINDER_TOASTS.moreFailed)
    } finally {
      if (run === generation.current) setLoadingMore(false)
    }
  }, [condition, criteria, loadingMore, personId, reveal])

  const reset = useCallback(() => {
    generation.current++
    formRef.current = null
    setStage('form')
    setMessages([])
    setDraft(null)
    setPending(false)
    setInput('')
    setChatOpen(false)
    setCriteria(null)
    show([])
    setLoading(false)
    setRevealing(false)
    setLoadingMore(false)
    setSearched(false)
    setFormKey((key) => key + 1)
  }, [show])

  return {
    stage,
    messages,
    draft,
    pending,
    input,
    setInput,
    chatOpen,
    suggestions,
    loading,
    revealing,
    loadingMore,
    searched,
    formKey,
    start,
    send,
    refine,
    findMore,
    reset,
  }
}
