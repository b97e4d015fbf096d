import { ExternalLink, Gift, MessageCircleQuestion, Send } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'
import { Label, Select, Textarea } from '#app/components/ui/input.tsx'
import type {
  SantaGroupDetails,
  SantaMatchView,
  SantaMemberPanel,
  SantaQuestionView,
} from '#app/lib/secret-santa/contract.ts'
import { SANTA_LIMITS } from '#app/lib/secret-santa/secret-santa.ts'

import { Note, SantaCard } from '#app/components/secret-santa/santa-card.tsx'
import { SantaForm } from '#app/components/secret-santa/santa-form.tsx'

function AskForm({ matchName }: { matchName: string }) {
  return (
    <SantaForm intent="ask" resetOnSuccess className="mt-4 grid gap-2">
      {({ busy }) => (
        <>
          <Label htmlFor="ask-question">Ask {matchName} a question</Label>
          <Textarea
            id="ask-question"
            name="question"
            rows={2}
            required
            maxLength={SANTA_LIMITS.question}
            placeholder="What size are you?"
            aria-describedby="ask-question-hint"
          />
          <p id="ask-question-hint" className="text-sm text-slate-600 dark:text-slate-400">
            They will see the question but never who asked it.
          </p>
          <div>
            <Button type="submit" disabled={busy}>
              <Send aria-hidden="true" />
              {busy ? 'Sending...' : 'Ask anonymously'}
            </Button>
          </div>
        </>
      )}
    </SantaForm>
  )
}

function QuestionList({ label, questions }: { label: string; questions: SantaQuestionView[] }) {
  if (!questions.length) return null
  return (
    <ul aria-label={label} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
      {questions.map((question) => (
        <li key={question.id} className="py-3">
          <p className="font-medium whitespace-pre-line">{question.question}</p>
          <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-400">
            {question.answer ? `Answer: ${question.answer}` : 'Waiting for an answer'}
          </p>
        </li>
      ))}
    </ul>
  )
}

function MatchWishlist({ match }: { match: SantaMatchView }) {
  if (!match.wishlist) return <Note>{match.name} has not shared a wishlist with the group yet.</Note>
  return (
    <div className="mt-2">
      <h3 className="font-semibold">Their wishlist: {match.wishlist.name}</h3>
      {match.wishlist.items.length ? (
        <ul aria-label={`Wishlist of ${match.name}`} className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {match.wishlist.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="min-w-0 break-words">{item.name}</span>
              <span className="flex items-center gap-3">
                {item.price ? <span className="font-semibold">{item.price}</span> : null}
                {item.url ? (
                  <a
                    href={item.url}
                    target="_blank"
                    rel="sponsored nofollow noopener"
                    className="inline-flex items-center gap-1 text-sm text-brand-700 underline dark:text-brand-200"
                  >
                    View at retailer
                    <ExternalLink aria-hidden="true" className="size-3" />
                    <span className="sr-only">: {item.name} (opens in a new tab)</span>
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Note>The list is empty so far.</Note>
      )}
    </div>
  )
}

/** 'Your match': waiting for the draw, a button to reveal it, or who the member is buying for. */
export function MatchCard({ group, panel }: { group: SantaGroupDetails; panel: SantaMemberPanel }) {
  const { match } = panel
  if (match.state === 'waiting') {
    return (
      <SantaCard id="match" title="Your match">
        <Note>
          Names have not been drawn yet. When the organiser draws them, we will email you and show your match here.
        </Note>
      </SantaCard>
    )
  }
  if (match.state === 'hidden') {
    return (
      <SantaCard id="match" title="Your match" description="Names have been drawn!">
        <SantaForm intent="reveal">
          {({ busy }) => (
            <Button type="submit" disabled={busy}>
              <Gift aria-hidden="true" />
              Reveal my match
            </Button>
          )}
        </SantaForm>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Only you will see it. Once anyone has opened their match, names cannot be drawn again.
        </p>
      </SantaCard>
    )
  }
  return (
    <SantaCard
      id="match"
      title={`You're buying for ${match.match.name}`}
      description={`Budget ${group.budget} · Exchange date ${group.exchangeDate}`}
    >
      <MatchWishlist match={match.match} />
      <Button asChild variant="outline" size="sm" className="mt-4">
        <Link to="/gift-finder">
          <Gift aria-hidden="true" />
          Find gift ideas with the AI Gift Finder
        </Link>
      </Button>
      <AskForm matchName={match.match.name} />
      <QuestionList label="Your questions" questions={match.match.questions} />
    </SantaCard>
  )
}

/** 'Questions from your Secret Santa': answer each once; the asker is never named. */
export function QuestionsForYou({ questions }: { questions: SantaQuestionView[] }) {
  return (
    <SantaCard
      id="questions"
      title="Questions from your Secret Santa"
      description="Whoever is buying for you can ask you questions. You will never see who asked."
    >
      {questions.length ? (
        <ul aria-label="Questions for you" className="divide-y divide-slate-200 dark:divide-slate-800">
          {questions.map((question, index) => (
            <li key={question.id} className="py-3">
              <p className="font-medium whitespace-pre-line">
                <MessageCircleQuestion aria-hidden="true" className="mr-1 inline size-4" />
                {question.question}
              </p>
              {question.answer ? (
                <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-400">
                  Your answer: {question.answer}
                </p>
              ) : (
                <SantaForm intent="answer" className="mt-2 grid gap-2">
                  {({ busy }) => (
                    <>
                      <input type="hidden" name="questionId" value={question.id} />
                      <Label htmlFor={`answer-${index}`}>Your answer</Label>
                      <Textarea
                        id={`answer-${index}`}
                        name="answer"
                        rows={2}
                        required
                        maxLength={SANTA_LIMITS.answer}
                      />
                      <div>
                        <Button type="submit" size="sm" disabled={busy}>
                          Send answer
                        </Button>
                      </div>
                    </>
                  )}
                </SantaForm>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Note>No questions yet.</Note>
      )}
    </SantaCard>
  )
}

/** 'Your wishlist for your Secret Santa': link one of your own lists, or none. */
export function LinkWishlistCard({ panel }: { panel: SantaMemberPanel }) {
  return (
    <SantaCard
      id="your-list"
      title="Your wishlist for your Secret Santa"
      description="Whoever draws you sees the items on this list. Only your lists for yourself ('Me') can be shared."
    >
      {panel.wishlists.length ? (
        <SantaForm intent="link-wishlist" className="flex flex-wrap items-end gap-2">
          {({ busy }) => (
            <>
              <div className="grid min-w-48 flex-1 gap-1">
                <Label htmlFor="link-wishlist">Wishlist to share</Label>
                <Select id="link-wishlist" name="wishlistId" defaultValue={panel.linkedWishlistId ?? ''}>
                  <option value="">None</option>
                  {panel.wishlists.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </Select>
              </div>
              <Button type="submit" disabled={busy}>
                Save
              </Button>
            </>
          )}
        </SantaForm>
      ) : (
        <Note>
          You have no wish list for yourself yet.{' '}
          <Link to="/profile" className="underline">
            Create one on your profile
          </Link>{' '}
          (for &apos;Me&apos;), then come back to share it.
        </Note>
      )}
    </SantaCard>
  )
}
