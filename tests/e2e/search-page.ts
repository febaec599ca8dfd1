import type { Page } from 'playwright-core'

const LABEL = /Search people, posts, opportunities/

/** The header's search field with its typeahead, and the results and hashtag pages. */
export class SearchUi {
  constructor(private readonly page: Page) {}
  /** Focuses the header field; its typeahead loads on first focus. */
  async focusHeader() {
    await this.page.getByLabel(LABEL).first().click()
    await this.combobox().waitFor()
    return this.combobox()
  }
  combobox() {
    return this.page.getByRole('combobox', { name: LABEL })
  }
  suggestion(name: string | RegExp) {
    return this.page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name })
  }
  followButton() {
    return this.page.getByRole('main').getByRole('button', { name: /^(Follow|Following)$/ })
  }
}
