import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/data/auth/auth-context'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

export function GoogleButton({ onError, next }: { onError: (message: string) => void; next?: string | null }) {
  const { signInWithGoogle } = useAuth()
  const [pending, setPending] = useState(false)
  const handleClick = async () => {
    setPending(true)
    const { error } = await signInWithGoogle(next)
    if (error) {
      setPending(false)
      onError(errorMessage(error))
    }
  }
  return (
    <Button variant="secondary" className="w-full" onClick={handleClick} isLoading={pending}>
      {!pending && (
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.7H2v2.9A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.7 13.9a6.6 6.6 0 0 1 0-4.2V6.8H2a11 11 0 0 0 0 9.9l3.7-2.8z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.3 1.7l3.2-3.2A11 11 0 0 0 2 6.8l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
      )}
      {t('Continue with Google')}
    </Button>
  )
}
