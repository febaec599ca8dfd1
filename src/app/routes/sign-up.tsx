import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import type { InferOutput } from 'valibot'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { PASSWORD_MIN, signUpSchema } from '@/features/auth/auth-schemas'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { OrGoogle } from '@/features/auth/components/or-google'

export default function SignUpPage() {
  const { signUp } = useAuth()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<InferOutput<typeof signUpSchema>>({
    resolver: standardSchemaResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    const result = await signUp(values)
    if (result.error) return setError(result.error.message)
    navigate(paths.emailVerification(values.email.trim()))
  })
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Students, universities and organisations, in one network."
      footer={
        <>
          Already a member?{' '}
          <Link to={paths.signIn} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <FormField label="Full name" error={formState.errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField
          label="Password"
          error={formState.errors.password?.message}
          hint={`At least ${PASSWORD_MIN} characters.`}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
          Create account
        </Button>
      </form>
      <OrGoogle onError={setError} />
    </AuthLayout>
  )
}
