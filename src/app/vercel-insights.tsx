import { Analytics } from '@vercel/analytics/react'
import { SpeedInsights } from '@vercel/speed-insights/react'

/** Web analytics and speed insights (SPEC §1), loaded after the first paint. */
export default function VercelInsights() {
  return (
    <>
      <Analytics />
      <SpeedInsights />
    </>
  )
}
