import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Textarea } from '@/components/ui/textarea'
import { useSavePitch } from '@/data/funding/pitch-mutations'
import { PITCH_STAGES, type Pitch } from '@/data/funding/pitch-types'
import { deckError, EMPTY_PITCH, pitchErrors, toPitchInput, type PitchDraft } from '../funding.utils'

/** A label above its control and the control's error (inline, so /home's chunks stay as they are). */
function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <label className="block space-y-1.5 text-sm">
      <span className="block font-medium">{label}</span>
      {children}
      {hint && !error && <span className="block text-muted">{hint}</span>}
      {error && (
        <span role="alert" className="block text-danger">
          {error}
        </span>
      )}
    </label>
  )
}

const fromPitch = (p: Pitch | null): PitchDraft =>
  p
    ? {
        name: p.name,
        one_liner: p.one_liner,
        problem: p.problem,
        solution: p.solution,
        stage: p.stage,
        sector: p.sector,
        ask_amount: p.ask_amount == null ? '' : String(p.ask_amount),
        currency: p.currency,
      }
    : EMPTY_PITCH

/** Create or edit a pitch, upload its PDF deck with progress, save as draft or publish. */
export function PitchForm({
  me,
  pitch,
  onDone,
  onCancel,
}: {
  me: string
  pitch: Pitch | null
  onDone: (pitch: Pitch) => void
  onCancel: () => void
}) {
  const save = useSavePitch(me)
  const [draft, setDraft] = useState<PitchDraft>(() => fromPitch(pitch))
  const [deck, setDeck] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [errors, setErrors] = useState<ReturnType<typeof pitchErrors>>({})
  const [fileError, setFileError] = useState<string | null>(null)
  const set = (key: keyof PitchDraft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  })
  const submit = async (status: 'draft' | 'published') => {
    const found = pitchErrors(draft, status === 'published')
    const badFile = deckError(deck)
    setErrors(found)
    setFileError(badFile)
    if (Object.keys(found).length || badFile) return
    const saved = await save.mutateAsync({
      id: pitch?.id ?? null,
      values: toPitchInput(draft, status),
      deck,
      onProgress: deck ? setProgress : undefined,
    })
    onDone(saved)
  }
  const row = (children: ReactNode) => <div className="grid gap-3 sm:grid-cols-2">{children}</div>
  return (
    <Card className="space-y-4 p-4">
      {row(
        <>
          <FormField label="Startup name" error={errors.name}>
            <Input maxLength={100} {...set('name')} />
          </FormField>
          <FormField label="One-liner" error={errors.one_liner}>
            <Input maxLength={160} {...set('one_liner')} />
          </FormField>
        </>,
      )}
      <FormField label="Problem" error={errors.problem}>
        <Textarea rows={3} maxLength={4000} {...set('problem')} />
      </FormField>
      <FormField label="Solution" error={errors.solution}>
        <Textarea rows={3} maxLength={4000} {...set('solution')} />
      </FormField>
      {row(
        <>
          <FormField label="Stage">
            <select className="block min-h-11 w-full rounded-lg border border-border bg-surface px-3" {...set('stage')}>
              {PITCH_STAGES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Sector">
            <Input maxLength={60} placeholder="Climate, fintech, edtech…" {...set('sector')} />
          </FormField>
          <FormField label="Ask amount" error={errors.ask_amount}>
            <Input type="number" min={0} inputMode="numeric" {...set('ask_amount')} />
          </FormField>
          <FormField label="Currency" error={errors.currency}>
            <Input
              maxLength={3}
              {...set('currency')}
              onChange={(e) => setDraft((d) => ({ ...d, currency: e.target.value.toUpperCase() }))}
            />
          </FormField>
        </>,
      )}
      <FormField
        label="Deck (PDF, up to 20 MB)"
        error={fileError ?? undefined}
        hint={
          pitch?.deck_path && !deck
            ? 'A deck is attached; choose a file to replace it.'
            : 'Only you and investors who open a published pitch can read it.'
        }
      >
        <input
          type="file"
          accept="application/pdf"
          className="block w-full text-sm"
          onChange={(e) => setDeck(e.target.files?.[0] ?? null)}
        />
      </FormField>
      {progress !== null && <ProgressBar value={progress} label="Deck upload" />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => void submit('draft')} isLoading={save.isPending}>
          Save draft
        </Button>
        <Button onClick={() => void submit('published')} isLoading={save.isPending}>
          Publish
        </Button>
      </div>
    </Card>
  )
}
