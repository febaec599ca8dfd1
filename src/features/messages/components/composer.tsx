import { FileText, Paperclip, Pencil, Reply, SendHorizontal, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { attachmentProblem } from '@/data/messages/attachments'
import { ATTACHMENT_TYPES, type Attachment } from '@/data/messages/message-types'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { formatBytes } from '../messages.utils'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

interface Pending {
  key: string
  file: File
  preview: string | null
  progress: number
  done: Attachment | null
  error: string | null
}

export interface ComposerProps {
  /** Uploads one file (with progress) and returns what the message stores. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Attachment>
  onSend: (input: { body: string; attachments: Attachment[] }) => Promise<unknown> | void
  onTyping?: () => void
  replyTo?: { name: string; excerpt: string } | null
  onCancelReply?: () => void
  editing?: { body: string } | null
  onSaveEdit?: (body: string) => void
  onCancelEdit?: () => void
}

/** Enter sends, Shift+Enter starts a new line; files are picked or pasted, uploaded at once with progress. */
export function Composer({
  upload,
  onSend,
  onTyping,
  replyTo,
  onCancelReply,
  editing,
  onSaveEdit,
  onCancelEdit,
}: ComposerProps) {
  const [body, setBody] = useState('')
  const [files, setFiles] = useState<Pending[]>([])
  const [sending, setSending] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const draftBeforeEdit = useRef('')
  const inputId = useId()

  useEffect(() => {
    if (editing) {
      draftBeforeEdit.current = body
      setBody(editing.body)
      input.current?.focus()
    }
    // Only when an edit starts or ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing])
  useEffect(() => {
    if (replyTo) input.current?.focus()
  }, [replyTo])
  const previews = useRef(new Set<string>())
  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const update = (key: string, patch: Partial<Pending>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)))

  const addFiles = (picked: File[]) => {
    for (const file of picked) {
      const problem = attachmentProblem(file)
      if (problem) {
        void notify(t('That file cannot be sent'), 'error', problem)
        continue
      }
      const key = crypto.randomUUID()
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null
      if (preview) previews.current.add(preview)
      setFiles((list) => [...list, { key, file, preview, progress: 0, done: null, error: null }])
      upload(file, (progress) => update(key, { progress }))
        .then((done) => update(key, { done, progress: 1 }))
        .catch((error: Error) => update(key, { error: errorMessage(error) }))
    }
  }

  const uploading = files.some((f) => !f.done && !f.error)
  const ready = files.filter((f) => f.done).map((f) => f.done!)
  const canSend = !sending && !uploading && (body.trim() !== '' || ready.length > 0)

  const submit = async () => {
    if (editing) {
      if (body.trim()) onSaveEdit?.(body)
      setBody(draftBeforeEdit.current)
      return
    }
    if (!canSend) return
    const text = body
    const sent = files
    setSending(true)
    setBody('')
    setFiles([])
    try {
      await onSend({ body: text, attachments: ready })
    } catch {
      // The send hook shows why; the text and files come back to try again.
      setBody(text)
      setFiles(sent)
    } finally {
      setSending(false)
      // Back to the box, unless the member has moved on meanwhile (e.g. into the thread's menu, which focus would close).
      const active = document.activeElement
      if (!active || active === document.body || root.current?.contains(active)) input.current?.focus()
    }
  }

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void submit()
    } else if (e.key === 'Escape' && editing) {
      setBody(draftBeforeEdit.current)
      onCancelEdit?.()
    }
  }

  const handlePaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = [...e.clipboardData.files]
    if (pasted.length && !editing) {
      e.preventDefault()
      addFiles(pasted)
    }
  }

  return (
    <div ref={root} className="border-t border-border bg-surface p-2 sm:p-3">
      {(replyTo || editing) && (
        <div className="mb-2 flex items-start gap-2 rounded-lg bg-background px-3 py-2 text-sm">
          {editing ? (
            <Pencil className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          ) : (
            <Reply className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          )}
          <p className="min-w-0 flex-1">
            <span className="font-medium">
              {editing ? t('Editing your message') : t('Replying to {name}', { name: replyTo!.name })}
            </span>
            {!editing && <span className="block truncate text-muted">{replyTo!.excerpt}</span>}
          </p>
          <button
            type="button"
            aria-label={editing ? t('Cancel editing') : t('Cancel reply')}
            className="-m-1 inline-flex size-8 items-center justify-center rounded-full hover:bg-border/50"
            onClick={() => {
              if (editing) {
                setBody(draftBeforeEdit.current)
                onCancelEdit?.()
              } else onCancelReply?.()
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {files.length > 0 && (
        <ul className="mb-2 flex gap-2 overflow-x-auto pb-1" aria-label={t('Attachments')}>
          {files.map((f) => (
            <li key={f.key} className="relative w-28 shrink-0 rounded-lg border border-border p-1.5 text-xs">
              {f.preview ? (
                <img src={f.preview} alt={f.file.name} className="h-16 w-full rounded object-cover" />
              ) : (
                <span className="flex h-16 items-center justify-center rounded bg-background">
                  <FileText className="size-6 text-muted" aria-hidden="true" />
                </span>
              )}
              <span className="mt-1 block truncate" title={f.file.name}>
                {f.file.name}
              </span>
              {f.error ? (
                <span className="text-danger">{f.error}</span>
              ) : f.done ? (
                <span className="text-muted">{formatBytes(f.file.size)}</span>
              ) : (
                <ProgressBar value={f.progress} label={t('Uploading {name}', { name: f.file.name })} />
              )}
              <button
                type="button"
                aria-label={t('Remove {name}', { name: f.file.name })}
                onClick={() => setFiles((list) => list.filter((x) => x.key !== f.key))}
                className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-foreground text-background"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-1">
        {!editing && (
          <>
            <input
              ref={picker}
              type="file"
              multiple
              accept={ATTACHMENT_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                addFiles([...(e.target.files ?? [])])
                e.target.value = ''
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Attach images or PDFs')}
              onClick={() => picker.current?.click()}
            >
              <Paperclip className="size-5" aria-hidden="true" />
            </Button>
          </>
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('Message')}
          </label>
          <textarea
            ref={input}
            id={inputId}
            rows={1}
            value={body}
            maxLength={4000}
            placeholder={t('Write a message…')}
            onChange={(e) => {
              setBody(e.target.value)
              if (e.target.value) onTyping?.()
            }}
            onKeyDown={handleKeyDown}
            onPaste={handlePaste}
            className={cn(
              'block max-h-40 min-h-11 w-full resize-none rounded-[var(--radius-input,0.75rem)] border border-border bg-background px-3 py-2.5 text-base leading-6',
              'field-sizing-content focus:border-primary focus:outline-none',
            )}
          />
        </div>
        <Button
          size="icon"
          aria-label={editing ? t('Save changes') : t('Send')}
          disabled={editing ? !body.trim() : !canSend}
          onClick={() => void submit()}
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
