import { WifiOff } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { errorMessage, NetworkError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/**
 * "X could not load: why" with a retry, for a query that failed. The why is always a sentence
 * (lib/errors); when the server cannot be reached, that is all it says.
 */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const offline = error instanceof NetworkError
  return (
    <Card className="space-y-3 p-4">
      <Alert>
        {offline ? (
          <span className="flex items-center gap-2">
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            {errorMessage(error)}
          </span>
        ) : (
          <>
            {t('{what} could not load.', { what })} {errorMessage(error)}
          </>
        )}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Card>
  )
}
