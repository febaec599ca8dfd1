/** GoTrue's redirect allow-list: the site URL's origin, plus additional URLs with `*` and `**` globs. */
export function isAllowedRedirect(target: string, siteUrl: string, allowList: string[]): boolean {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.origin === new URL(siteUrl).origin) return true
  return allowList.some((pattern) => {
    if (!pattern) return false
    const regex = new RegExp(
      '^' +
        pattern
          .split('**')
          .map((part) =>
            part
              .split('*')
              .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
              .join('[^/]*'),
          )
          .join('.*') +
        '$',
    )
    return regex.test(target) || regex.test(url.origin) || regex.test(url.origin + url.pathname)
  })
}
