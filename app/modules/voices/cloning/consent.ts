/**
 * The consent a user gives for each voice (the checkbox of the create form). Its text lives in
 * locales/<lng>/voices.json under `form.consent`; the version is stored with the voice (the consent record), so
 * change the version whenever the text's meaning changes.
 */
export const CONSENT_TEXT_VERSION = 'voz-consentimiento-2026-11-v1'
