import { describe, expect, it, inject, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

/** Settings › Language and region, and the shell around it, in whatever language the app is in. */
class LanguagePage {
  constructor(readonly page: Page) {}
  open() {
    return this.page.goto(`${base()}/settings/language`)
  }
  /** The language select is labelled in the language currently shown. */
  choose(label: string, code: 'en' | 'es' | 'fr') {
    return this.page.getByLabel(label, { exact: true }).selectOption(code)
  }
  htmlLang() {
    return this.page.evaluate(() => document.documentElement.lang)
  }
  /** The side navigation's first entry (Home, Inicio, Accueil). */
  navLink(navName: string, name: string) {
    return this.page.getByRole('navigation', { name: navName }).getByRole('link', { name, exact: true })
  }
  /** "Now: <date>" under the time zone: a date formatted by the app. */
  async shownDate(prefix: string) {
    const text = (await this.page.getByText(prefix).textContent()) ?? ''
    return text.slice(text.indexOf(prefix) + prefix.length).trim()
  }
}

describe('language journey', () => {
  it('a member switches to Spanish (kept on reload), then French, then back to English, without reloading', async () => {
    const member = await memberWithProfile(`lang${Date.now().toString(36)}`, { language: 'en', timezone: 'UTC' })
    const page = await browser.signedInPage(member.email, { locale: 'en-US' })
    const language = new LanguagePage(page)
    await language.open()
    await language.navLink('Main', 'Home').waitFor()
    expect(await language.htmlLang()).toBe('en')

    await language.choose('Language', 'es')
    await language.navLink('Principal', 'Inicio').waitFor()
    await page.getByRole('heading', { name: 'Idioma y región' }).waitFor()
    await page.getByText('Idioma: guardado').waitFor()
    expect(await language.htmlLang()).toBe('es')
    expect(await language.shownDate('Ahora:')).toMatch(/\b(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\b/)

    // The profile keeps the choice: a new page load starts in Spanish.
    await page.reload()
    await language.navLink('Principal', 'Inicio').waitFor()
    await page.getByRole('link', { name: 'Oportunidades' }).first().waitFor()

    await language.choose('Idioma', 'fr')
    await language.navLink('Principale', 'Accueil').waitFor()
    await page.getByRole('heading', { name: 'Langue et région' }).waitFor()
    expect(await language.htmlLang()).toBe('fr')
    expect(await language.shownDate('Maintenant :')).toMatch(/(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)/)

    await language.choose('Langue', 'en')
    await language.navLink('Main', 'Home').waitFor()
    await page.getByRole('heading', { name: 'Language and region' }).waitFor()
    expect(await language.htmlLang()).toBe('en')
    await page.context().close()
  })
})
