import { Mic, MicOff, Sparkles } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader } from '#app/components/ui/card.tsx'
import { FieldError, Label, Select, Textarea } from '#app/components/ui/input.tsx'
import { AGE_BANDS, BUDGETS, GENDERS, OCCASIONS, RECIPIENTS } from '#app/lib/gift-finder/form-options.ts'
import { INTERESTS_MAX } from '#app/lib/gift-finder/finder.ts'
import type { GiftFormField, GiftFormValues } from '#app/lib/gift-finder/contract.ts'
import { cn } from '#app/lib/utils.ts'

import { useVoiceInput } from '#app/components/gift-finder/use-voice-input.ts'

type Values = Record<GiftFormField, string>

// The one zod schema the server also uses, fetched after the first paint rather than in the first load.
const loadSchemas = () => import('#app/lib/gift-finder/contract.ts')
const EMPTY: Values = { recipient: '', gender: '', occasion: '', age: '', interests: '', budget: '' }

const SELECTS: {
  field: Exclude<GiftFormField, 'interests'>
  label: string
  placeholder: string
  options: readonly string[]
}[] = [
  { field: 'recipient', label: 'Who are you buying for?', placeholder: 'Select recipient', options: RECIPIENTS },
  { field: 'gender', label: 'Gender', placeholder: 'Select gender', options: GENDERS },
  { field: 'occasion', label: 'Occasion', placeholder: 'Select occasion', options: OCCASIONS },
  { field: 'age', label: 'Age', placeholder: 'Select age range', options: AGE_BANDS },
  { field: 'budget', label: 'Budget', placeholder: 'Select budget', options: BUDGETS },
]

/**
 * The gift form: six required fields, one message each, an error
 * clearing as soon as its field is edited, the interests counter and voice input.
 */
export function GiftForm({
  onSubmit,
  initialValues,
}: {
  onSubmit: (values: GiftFormValues) => void
  /** Answers to start from (the finder opened for a person); the rest start empty. */
  initialValues?: Partial<GiftFormValues>
}) {
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...initialValues }))
  const [errors, setErrors] = useState<Partial<Record<GiftFormField, string>>>({})
  const formRef = useRef<HTMLFormElement>(null)

  const update = useCallback((field: GiftFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      if (!current[field]) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }, [])

  const appendTranscript = useCallback((transcript: string) => {
    setValues((current) => {
      const joined = current.interests ? `${current.interests} ${transcript}` : transcript
      return { ...current, interests: joined.slice(0, INTERESTS_MAX) }
    })
    setErrors((current) => (current.interests ? { ...current, interests: undefined } : current))
  }, [])
  const voice = useVoiceInput(appendTranscript)

  useEffect(() => {
    void loadSchemas()
  }, [])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { giftFormErrors } = await loadSchemas()
    const found = giftFormErrors(values)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      const first = (Object.keys(EMPTY) as GiftFormField[]).find((field) => found[field])
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onSubmit({ ...values, interests: values.interests.trim() } as GiftFormValues)
  }

  const fieldProps = (field: GiftFormField) => ({
    id: `gift-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `gift-${field}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) => update(field, event.target.value),
  })

  // One choice of SELECTS; the interests box stands between the first four and the budget.
  const selectField = ({ field, label, placeholder, options }: (typeof SELECTS)[number]) => (
    <div key={field} className="space-y-2">
      <Label htmlFor={`gift-${field}`}>{label}</Label>
      <Select {...fieldProps(field)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <FieldError id={`gift-${field}-error`}>{errors[field]}</FieldError>
    </div>
  )

  return (
    <Card id="gift-form" className="scroll-mt-24">
      <CardHeader>
        <h2 className="text-2xl leading-tight font-semibold">Tell us about them</h2>
        <CardDescription>Six quick questions, then a short chat, then gift ideas you can buy today.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-label="Gift finder form"
          className="grid gap-5 sm:grid-cols-2"
        >
          {SELECTS.slice(0, 4).map(selectField)}

          <div className="space-y-2 sm:col-span-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Label htmlFor="gift-interests">Their interests</Label>
              <Button
                type="button"
                variant={voice.recording ? 'destructive' : 'outline'}
                size="sm"
                onClick={voice.toggle}
                aria-pressed={voice.recording}
              >
                {voice.recording ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
                {voice.recording ? 'Stop Recording' : 'Voice Input'}
              </Button>
            </div>
            <Textarea
              {...fieldProps('interests')}
              rows={4}
              maxLength={INTERESTS_MAX}
              placeholder="e.g. loves hiking, strong coffee and 80s films; already has a Kindle"
              aria-describedby={cn('gift-interests-count', errors.interests && 'gift-interests-error')}
            />
            <p id="gift-interests-count" className="text-sm text-slate-600 dark:text-slate-400">
              {values.interests.length}/{INTERESTS_MAX} characters
            </p>
            <FieldError id="gift-interests-error">{errors.interests}</FieldError>
          </div>

          {SELECTS.slice(4).map(selectField)}

          <div className="flex items-end sm:col-span-1">
            <Button type="submit" size="lg" className="w-full">
              <Sparkles aria-hidden="true" />
              Find Gift Ideas
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
