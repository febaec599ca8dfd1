import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react'
import { NameAndHeadline } from '@/components/shared/name-and-headline'
import { PersonAvatar } from '@/components/shared/person-row'
import { Textarea } from '@/components/ui/textarea'
import { peopleSearchQueryOptions } from '@/data/profiles/profile-query'
import { cn } from '@/lib/cn'
import { mentionAtCaret } from '../composer.utils'
import { t } from '@/lib/i18n'

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string
  onChange: (value: string) => void
  /** Called when the member picks a person for an @mention. */
  onMention: (name: string, id: string) => void
}

/** A textarea that offers people to mention after "@", with arrow keys, Enter and Escape. */
export function MentionTextarea({ value, onChange, onMention, className, onKeyDown, ...props }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null)
  const listId = useId()
  const [caret, setCaret] = useState(0)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const mention = mentionAtCaret(value, caret)
  const query = mention && mention.query !== dismissed ? mention.query : ''
  const { data: people = [] } = useQuery({ ...peopleSearchQueryOptions(query, 5), enabled: query.length > 0 })
  const open = query.length > 0 && people.length > 0

  const pick = (person: { id: string; name: string }) => {
    if (!mention) return
    const name = person.name.replace(/[[\]\n]/g, '')
    const next = `${value.slice(0, mention.start)}@${name} ${value.slice(caret)}`
    onChange(next)
    onMention(name, person.id)
    const at = mention.start + name.length + 2
    requestAnimationFrame(() => {
      ref.current?.setSelectionRange(at, at)
      setCaret(at)
    })
  }

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : people.length - 1)) % people.length)
        return
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault()
        pick(people[Math.min(active, people.length - 1)])
        return
      }
      if (e.key === 'Escape') {
        e.preventDefault()
        setDismissed(query)
        return
      }
    }
    onKeyDown?.(e)
  }

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        value={value}
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          onChange(e.target.value)
          setCaret(e.target.selectionStart)
          setActive(0)
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={handleKeyDown}
        className={className}
        {...props}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('People to mention')}
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-border bg-surface shadow-lg"
        >
          {people.map((person, i) => (
            <li
              key={person.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault()
                pick(person)
              }}
              className={cn('flex cursor-pointer items-center gap-2 px-3 py-2', i === active && 'bg-primary-soft')}
            >
              <PersonAvatar person={person} className="size-8" />
              <NameAndHeadline name={person.name} headline={person.headline} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
