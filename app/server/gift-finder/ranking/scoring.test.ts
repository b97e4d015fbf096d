import { describe, expect, it } from 'vitest'

import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { scoreIdea } from '#app/server/gift-finder/ranking/scoring.server.ts'
import { testBrief } from '#app/server/gift-finder/test-brief.ts'

const kb = knowledgeBase()
const band = { min: 50, max: 100 }

describe('scoring the ideas of one interest', () => {
  it("puts an idea that also suits the person's situation first: a dementia music player for a nan with dementia", () => {
    const player = kb.ideas.get('dementia-friendly-one-button-music-player')!
    const music = testBrief({ interests: [{ concept: 'music-lover', label: 'music', from: 'form' }] })
    const withDementia = { ...music, context: ['dementia-friendly'] }
    expect(scoreIdea(player, 'music-lover', withDementia, band)).toBeGreaterThan(
      scoreIdea(player, 'music-lover', music, band) + 1,
    )
  })
})
