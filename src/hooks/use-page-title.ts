import { useEffect } from 'react'

export const APP_NAME = 'Campus Network'

/** The tab's title for a screen: "Opportunities · Campus Network"; null leaves the product name alone. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME
  }, [title])
}
