/**
 * Light, dark or the system's choice. The choice lives on this device (localStorage); index.html applies it
 * before the first paint with the same key and rule, so there is no flash of the other theme.
 */
export type ThemeChoice = 'light' | 'dark' | 'system'

export const THEME_KEY = 'campus-theme'
const query = () => window.matchMedia('(prefers-color-scheme: dark)')

export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function applyTheme(choice: ThemeChoice = themeChoice()) {
  const dark = choice === 'dark' || (choice === 'system' && query().matches)
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#0b1220' : '#1d4ed8')
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY)
    else localStorage.setItem(THEME_KEY, choice)
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  applyTheme(choice)
}

/** Follows the system while the member's choice is "system". */
export function watchSystemTheme() {
  query().addEventListener('change', () => {
    if (themeChoice() === 'system') applyTheme('system')
  })
}
