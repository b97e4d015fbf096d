import { useCallback, useEffect, useRef, useState } from 'react'

import { notify } from '#app/lib/notify.ts'

/** The parts of the Web Speech API's SpeechRecognition the finder uses. */
interface RecognitionResultList {
  length: number
  [index: number]: { isFinal: boolean; 0: { transcript: string } }
}
interface Recognition {
  continuous: boolean
  interimResults: boolean
  lang: string
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}
type RecognitionConstructor = new () => Recognition

function recognitionConstructor(): RecognitionConstructor | undefined {
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor
    webkitSpeechRecognition?: RecognitionConstructor
  }
  // Chrome only has the prefixed name; feature-detect both.
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition
}

/**
 * Voice input for the interests field: continuous recognition with interim
 * results in British English; each final transcript goes to `onTranscript`.
 */
export function useVoiceInput(onTranscript: (text: string) => void) {
  const [recording, setRecording] = useState(false)
  const recognition = useRef<Recognition | null>(null)
  const latest = useRef(onTranscript)
  useEffect(() => {
    latest.current = onTranscript
  }, [onTranscript])

  useEffect(() => () => recognition.current?.abort(), [])

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop()
      recognition.current = null
      setRecording(false)
      return
    }
    const Constructor = recognitionConstructor()
    if (!Constructor) {
      void notify('error', 'Not Supported', 'Voice input is not supported in your browser')
      return
    }
    const instance = new Constructor()
    instance.continuous = true
    instance.interimResults = true
    // A UK site: British English (en-GB) rather than American.
    instance.lang = 'en-GB'
    instance.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index]
        if (result?.isFinal) {
          const transcript = result[0].transcript.trim()
          if (transcript) latest.current(transcript)
        }
      }
    }
    instance.onerror = (event) => {
      // Stopping on purpose reports 'aborted'; anything else means nothing was captured.
      if (event.error !== 'aborted') void notify('error', 'Error', 'Could not capture voice input')
      if (recognition.current === instance) recognition.current = null
      setRecording(false)
    }
    instance.onend = () => {
      if (recognition.current === instance) recognition.current = null
      setRecording(false)
    }
    try {
      instance.start()
      recognition.current = instance
      setRecording(true)
    } catch {
      void notify('error', 'Error', 'Could not capture voice input')
    }
  }, [])

  return { recording, toggle }
}
