import { lazy, Suspense, useEffect, useState } from 'react'
import { useShellStore } from '@/features/shell/shell-store'

const CreateDialog = lazy(() => import('./create-dialog'))

/** Loads the Create dialog the first time it is opened, then keeps it mounted for its close animation. */
export function CreatePopup() {
  const createOpen = useShellStore((s) => s.createOpen)
  const [everOpened, setEverOpened] = useState(false)
  useEffect(() => {
    if (createOpen) setEverOpened(true)
  }, [createOpen])
  if (!everOpened && !createOpen) return null
  return (
    <Suspense fallback={null}>
      <CreateDialog />
    </Suspense>
  )
}
