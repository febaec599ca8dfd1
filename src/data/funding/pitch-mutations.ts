import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadFileAt } from '@/data/storage/upload-file'
import { ConflictError, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { fundingKeys } from './keys'
import { deckPath, type Pitch, type PitchInput } from './pitch-types'
import { t } from '@/lib/i18n'

/** Creates or updates a pitch, then uploads its deck (with progress) when a file is given. */
export function useSavePitch(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      values,
      deck,
      onProgress,
    }: {
      id: string | null
      values: PitchInput
      deck: File | null
      onProgress?: (fraction: number) => void
    }): Promise<Pitch> => {
      const supabase = await getSupabase()
      const saved = id
        ? await supabase.from('pitches').update(values).eq('id', id).select().single()
        : await supabase
            .from('pitches')
            .insert({ ...values, founder_id: me })
            .select()
            .single()
      if (saved.error) throw toAppError(saved.error)
      if (!deck) return saved.data
      const path = await uploadFileAt('documents', deckPath(me, saved.data.id), deck, onProgress, { upsert: true })
      const withDeck = await supabase
        .from('pitches')
        .update({ deck_path: path })
        .eq('id', saved.data.id)
        .select()
        .single()
      if (withDeck.error) throw toAppError(withDeck.error)
      return withDeck.data
    },
    onSuccess: async (pitch) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: fundingKeys.myPitches(me) }),
        qc.invalidateQueries({ queryKey: fundingKeys.pitch(pitch.id) }),
      ])
    },
    meta: { errorToast: t('The pitch was not saved') },
  })
}

export function useDeletePitch(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (pitch: Pitch) => {
      const supabase = await getSupabase()
      if (pitch.deck_path) await supabase.storage.from('documents').remove([pitch.deck_path])
      const { error } = await supabase.from('pitches').delete().eq('id', pitch.id)
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: fundingKeys.myPitches(me) }),
    meta: { errorToast: t('The pitch was not deleted') },
  })
}

/** An investor's or philanthropist's interest; the founder is notified by the database. */
export function useExpressInterest(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ pitchId, message }: { pitchId: string; message: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('pitch_interests')
        .insert({ pitch_id: pitchId, investor_id: me, message: message.trim() })
      if (error) {
        const e = toAppError(error)
        throw /duplicate|already/i.test(e.message)
          ? new ConflictError(t('You already expressed interest in this pitch.'))
          : e
      }
    },
    onSuccess: async (_, { pitchId }) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: fundingKeys.interests(pitchId) }),
        qc.invalidateQueries({ queryKey: fundingKeys.pitch(pitchId) }),
      ])
    },
    meta: { errorToast: t('Interest not sent') },
  })
}
