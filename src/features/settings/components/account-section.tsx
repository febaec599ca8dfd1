import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { InferOutput } from 'valibot'
import { FormSection } from '@/components/shared/form-section'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import {
  identitiesQueryOptions,
  useChangeEmail,
  useLinkGoogle,
  useUnlinkIdentity,
} from '@/data/settings/settings-queries'
import { errorMessage } from '@/lib/errors'
import { withNext } from '@/lib/next-path'
import { useProfileSetting } from '../use-profile-setting'
import { emailChangeSchema, nameSchema } from '../settings.schema'
import { Passkeys, PasswordChange, TwoStepVerification } from '../account-security'
import { SectionState } from './section-state'
import { msg, t } from '@/lib/i18n'

const PROVIDERS: Record<string, string> = { email: msg('E-mail and password'), google: msg('Google') }

function NameForm({ name, onSave }: { name: string; onSave: (name: string) => Promise<boolean> }) {
  const { register, handleSubmit, formState, reset } = useForm<InferOutput<typeof nameSchema>>({
    resolver: standardSchemaResolver(nameSchema) as never,
    values: { name },
  })
  return (
    <form
      className="space-y-3"
      onSubmit={handleSubmit(async (v) => {
        if (await onSave(v.name)) reset({ name: v.name })
      })}
    >
      <FormField label={t('Name shown to others')} error={formState.errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <Button type="submit" disabled={!formState.isDirty} isLoading={formState.isSubmitting}>
        {t('Save name')}
      </Button>
    </form>
  )
}

function EmailForm({ current }: { current: string }) {
  const change = useChangeEmail()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<InferOutput<typeof emailChangeSchema>>({
    resolver: standardSchemaResolver(emailChangeSchema) as never,
    defaultValues: { email: '' },
  })
  return (
    <form
      className="space-y-3"
      onSubmit={handleSubmit(async ({ email }) => {
        setSentTo(null)
        const redirectTo = `${window.location.origin}${withNext(paths.authCallback, paths.settingsSection('account'))}`
        await change.mutateAsync({ email, redirectTo }).then(
          () => setSentTo(email),
          () => undefined,
        )
      })}
    >
      <p className="text-sm">
        {t('You sign in with')} <strong>{current}</strong>.
      </p>
      <FormField
        label={t('New e-mail address')}
        error={formState.errors.email?.message}
        hint={t('We send a link to your current and to your new address; your address changes once both are opened.')}
      >
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      {change.isError && <Alert>{errorMessage(change.error)}</Alert>}
      {sentTo && (
        <Alert tone="success">
          {t(
            'We sent a confirmation link to both {current} and {sentTo}. Follow both links to finish the change. Until then you keep signing in with {current}.',
            { sentTo, current },
          )}
        </Alert>
      )}
      <Button type="submit" variant="secondary" isLoading={change.isPending}>
        {t('Change e-mail address')}
      </Button>
    </form>
  )
}

function SignInMethods() {
  const identities = useQuery(identitiesQueryOptions())
  const link = useLinkGoogle()
  const unlink = useUnlinkIdentity()
  if (identities.isError)
    return (
      <Alert>
        {t('Your sign-in methods could not load.')} {errorMessage(identities.error)}
      </Alert>
    )
  const list = identities.data ?? []
  const hasGoogle = list.some((i) => i.provider === 'google')
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border">
        {list.map((i) => {
          const name = PROVIDERS[i.provider] ? t(PROVIDERS[i.provider]) : i.provider
          return (
            <li key={i.identity_id ?? i.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{name}</p>
                <p className="text-sm text-muted">{String(i.identity_data?.email ?? '')}</p>
              </div>
              <div className="flex items-center gap-2">
                <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">{t('Linked')}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('Unlink {name}', { name })}
                  isLoading={unlink.isPending && unlink.variables?.identity_id === i.identity_id}
                  onClick={() => unlink.mutate(i)}
                >
                  {t('Unlink')}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      {unlink.isError && <Alert>{errorMessage(unlink.error)}</Alert>}
      {link.isError && <Alert>{errorMessage(link.error)}</Alert>}
      {!identities.isPending && !hasGoogle && (
        <Button
          variant="secondary"
          isLoading={link.isPending}
          onClick={() =>
            link.mutate(`${window.location.origin}${withNext(paths.authCallback, paths.settingsSection('account'))}`)
          }
        >
          {t('Link Google')}
        </Button>
      )}
      <p className="text-sm text-muted">
        {t('Each method signs you in to this same account. You always keep at least one.')}
      </p>
    </div>
  )
}

export function AccountSection() {
  const { profile, isPending, error, refetch, save } = useProfileSetting()
  return (
    <SectionState what={t('Your account')} isPending={isPending} error={error} onRetry={() => void refetch()}>
      {profile && (
        <div className="space-y-4">
          <FormSection title={t('Name')}>
            <NameForm name={profile.name} onSave={(name) => save({ name }, msg('Your name'))} />
          </FormSection>
          <FormSection title={t('E-mail address')}>
            <EmailForm current={profile.email ?? ''} />
          </FormSection>
          <FormSection title={t('Sign-in methods')}>
            <SignInMethods />
          </FormSection>
          {env.passkeys && <Passkeys />}
          <TwoStepVerification />
          <PasswordChange />
        </div>
      )}
    </SectionState>
  )
}
