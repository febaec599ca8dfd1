import { Download, FileText, Save, Upload } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { ResumeContent } from '@/data/ai/types'
import { uploadFile } from '@/data/storage/upload-file'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { fileSlug, saveFile } from '@/lib/save-file'
import { notify } from '@/lib/toast'
import { resumeToPdf, resumeToText } from './resume-format'

/** Save the version, export it (PDF, text), keep it for applying, or start again from the profile. */
export function ResumeActions({
  resume,
  onSave,
  saving,
  onNew,
}: {
  resume: ResumeContent
  onSave: () => void
  saving: boolean
  onNew: () => void
}) {
  const [busy, setBusy] = useState<'pdf' | 'apply' | null>(null)
  const name = `${fileSlug(resume.name)}-resume`
  const pdf = async () => new Blob([(await resumeToPdf(resume)) as BlobPart], { type: 'application/pdf' })
  const exportPdf = async () => {
    setBusy('pdf')
    try {
      saveFile(`${name}.pdf`, await pdf(), 'application/pdf')
    } catch (error) {
      notify(t('The PDF could not be made'), 'error', errorMessage(error))
    } finally {
      setBusy(null)
    }
  }
  const keepForApplying = async () => {
    setBusy('apply')
    try {
      await uploadFile('resumes', await pdf(), undefined, name)
      notify(t('Saved to your resumes'), 'success', t('When you apply, choose “Use a resume I sent before”.'))
    } catch (error) {
      notify(t('The resume was not uploaded'), 'error', errorMessage(error))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Card className="flex flex-wrap items-center gap-2 p-3">
      <Button onClick={onSave} isLoading={saving}>
        <Save className="size-4" aria-hidden="true" /> {t('Save version')}
      </Button>
      <Button variant="secondary" onClick={() => void exportPdf()} isLoading={busy === 'pdf'}>
        <Download className="size-4" aria-hidden="true" /> {t('Export PDF')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => saveFile(`${name}.txt`, resumeToText(resume), 'text/plain;charset=utf-8')}
      >
        <FileText className="size-4" aria-hidden="true" /> {t('Export text')}
      </Button>
      <Button variant="secondary" onClick={() => void keepForApplying()} isLoading={busy === 'apply'}>
        <Upload className="size-4" aria-hidden="true" /> {t('Use as my resume when applying')}
      </Button>
      <Button variant="ghost" onClick={onNew}>
        {t('Start again from my profile')}
      </Button>
    </Card>
  )
}
