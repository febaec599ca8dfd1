import { describe, expect, it } from 'vitest'
import { aiConfig, engineName } from '../../server/ai/config.ts'
import { keywords, summarize } from '../../server/ai/nlp.ts'
import { pastTense, rewrite } from '../../server/ai/resume.ts'
import { matchKeywords, normalizeSkill, skillsGap } from '../../src/lib/keyword-match.ts'

describe('keyword matching', () => {
  it('matches whole words and phrases, folding case and common aliases', () => {
    const text = 'Built dashboards in React.js and TS; wrote SQL for Postgres. Machine Learning coursework.'
    expect(
      matchKeywords(text, ['React', 'TypeScript', 'SQL', 'PostgreSQL', 'Machine learning', 'Airflow', 'Go']),
    ).toEqual({
      score: 71,
      matched: ['React', 'TypeScript', 'SQL', 'PostgreSQL', 'Machine learning'],
      missing: ['Airflow', 'Go'],
    })
  })
  it('does not match inside other words, and counts duplicates once', () => {
    expect(matchKeywords('Javascript and Golang', ['Java', 'Go', 'go'])).toEqual({
      score: 50,
      matched: ['Go'],
      missing: ['Java'],
    })
    expect(matchKeywords('anything', [])).toEqual({ score: 0, matched: [], missing: [] })
  })
  it('splits demanded skills into had and lacking', () => {
    expect(skillsGap(['python', 'JS'], ['Python', 'SQL', 'JavaScript', 'Airflow', 'sql'])).toEqual({
      have: ['Python', 'JavaScript'],
      lack: ['SQL', 'Airflow'],
    })
    expect(normalizeSkill('  Node.js ')).toBe('node')
  })
})

describe('built-in engine', () => {
  it('finds the content words of a topic', () => {
    expect(keywords('Machine learning for climate modelling and renewable energy forecasting')).toEqual(
      expect.arrayContaining(['climate', 'energy', 'machine', 'renewable']),
    )
  })
  it('summarises by ranking sentences, keeping their order', () => {
    const text =
      'Solar panels convert sunlight into electricity. They are increasingly cheap. In 2024 the cost of solar panels fell by 20 percent across Europe. The weather is nice today. Batteries store the energy produced by solar panels for use at night.'
    const { summary } = summarize(text, 2)
    expect(summary).toHaveLength(2)
    expect(summary).not.toContain('The weather is nice today.')
    expect(text.indexOf(summary[0])).toBeLessThan(text.indexOf(summary[1]))
  })
  it('rewrites bullets to start with a past-tense action verb and asks for a result', () => {
    const data = rewrite([
      'Responsible for the website of the student union',
      'helped organise a hackathon with 200 students',
    ]).data as { bullets: { suggestions: string[] }[] }
    expect(data.bullets[0].suggestions[0]).toBe(
      'Built the website of the student union, [result: e.g. saving 5 hours a week].',
    )
    expect(data.bullets[1].suggestions[0]).toBe('Organised a hackathon with 200 students.')
    expect(['build', 'study', 'plan', 'built', 'create'].map(pastTense)).toEqual([
      'built',
      'studied',
      'planned',
      'built',
      'created',
    ])
  })
})

describe('AI settings', () => {
  it('uses the built-in engine when no base URL is set, the model name otherwise', () => {
    expect(engineName(aiConfig({}))).toBe('Built-in assistant')
    expect(engineName(aiConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.2' }))).toBe('llama3.2')
    expect(aiConfig({ AI_DAILY_LIMIT: 'lots' }).dailyLimit).toBe(50)
  })
})
