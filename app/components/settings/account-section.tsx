import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Field, fileInputClass } from '#app/components/ui/field.tsx'
import { AVATAR_MAX_BYTES } from '#app/modules/settings/settings-limits.ts'
import type { Settings } from '#app/modules/settings/settings-page.ts'
import { useServerForm } from '#app/utils/server-form.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section } from './section.tsx'

type Account = Settings['account']
type Reply = SubmissionResult<string[]> | undefined

/** Cuenta: picture, name, e-mail, company; the danger zone deletes the account. */
export function AccountSection({
	account,
	accountReply,
	deleteReply,
}: {
	account: Account
	accountReply: Reply
	deleteReply: Reply
}) {
	return (
		<div className="space-y-6">
			<AvatarForm account={account} />
			<ProfileForm account={account} lastResult={accountReply} />
			<DeleteAccount email={account.email} lastResult={deleteReply} />
		</div>
	)
}

/**
 * One image, 5 MB at most. With JavaScript a file that is too big is refused before it is sent (no long upload on a
 * slow connection); the server checks size and content either way.
 */
function AvatarForm({ account }: { account: Account }) {
	const { t } = useTranslation(['app', 'common'])
	const [tooBig, setTooBig] = useState(false)
	return (
		<Section title={t('settings.account.avatarTitle')} description={t('settings.account.avatarHelp')}>
			<div className="flex flex-wrap items-center gap-4">
				{account.avatarUrl ? (
					<img
						src={account.avatarUrl}
						alt={t('settings.account.avatarAlt')}
						width={64}
						height={64}
						className="h-16 w-16 rounded-full object-cover"
					/>
				) : (
					<span
						aria-hidden="true"
						className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
					>
						{(account.firstName || account.email).slice(0, 1).toUpperCase()}
					</span>
				)}
				<Form
					method="post"
					encType="multipart/form-data"
					className="flex flex-wrap items-center gap-3"
					onSubmit={(event) => {
						const file = (event.currentTarget.elements.namedItem('avatar') as HTMLInputElement | null)?.files?.[0]
						setTooBig(Boolean(file && file.size > AVATAR_MAX_BYTES))
						if (file && file.size > AVATAR_MAX_BYTES) event.preventDefault()
					}}
				>
					<input type="hidden" name="intent" value="avatar" />
					<label className="text-sm">
						<span className="sr-only">{t('settings.account.avatarInput')}</span>
						<input type="file" name="avatar" accept="image/*" required className={fileInputClass()} />
					</label>
					<Button type="submit" variant="secondary">
						{t('settings.account.avatarSubmit')}
					</Button>
				</Form>
			</div>
			{tooBig ? (
				<div role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
					<p className="font-semibold">{t('common:toasts.avatarTooBigTitle')}</p>
					<p>{t('common:toasts.avatarTooBig')}</p>
				</div>
			) : null}
		</Section>
	)
}

function ProfileForm({ account, lastResult }: { account: Account; lastResult: Reply }) {
	const { t } = useTranslation('app')
	// the server checks (settings-schemas.ts) and its answer is shown
	const form = useServerForm('account', lastResult, {
		firstName: account.firstName ?? '',
		lastName: account.lastName ?? '',
		email: account.email,
		company: account.company ?? '',
	})
	const firstName = form.input('firstName')
	const lastName = form.input('lastName')
	const email = form.input('email', 'email')
	const company = form.input('company')
	return (
		<Section title={t('settings.account.title')}>
			<Form method="post" {...form.formProps} className="flex flex-col gap-1">
				<input type="hidden" name="intent" value="account" />
				<div className="grid gap-x-4 sm:grid-cols-2">
					<Field
						ns="app"
						label={t('settings.account.firstName')}
						errors={firstName.errors}
						inputProps={{ ...firstName.inputProps, autoComplete: 'given-name' }}
					/>
					<Field
						ns="app"
						label={t('settings.account.lastName')}
						errors={lastName.errors}
						inputProps={{ ...lastName.inputProps, autoComplete: 'family-name' }}
					/>
				</div>
				<Field
					ns="app"
					label={t('settings.account.email')}
					errors={email.errors}
					inputProps={{ ...email.inputProps, required: true, autoComplete: 'email' }}
				/>
				<Field
					ns="app"
					label={t('settings.account.company')}
					errors={company.errors}
					inputProps={{ ...company.inputProps, autoComplete: 'organization' }}
				/>
				<div>
					<Button type="submit">{t('settings.save')}</Button>
				</div>
			</Form>
		</Section>
	)
}

/** Typing the account's e-mail confirms the deletion: the same form with or without JavaScript. */
function DeleteAccount({ email, lastResult }: { email: string; lastResult: Reply }) {
	const { t } = useTranslation('app')
	const form = useServerForm('delete-account', lastResult)
	const confirmEmail = form.input('confirmEmail', 'email')
	return (
		<Section title={t('settings.danger.title')} description={t('settings.danger.description')} tone="danger">
			<Form method="post" {...form.formProps} className="flex flex-col gap-1">
				<input type="hidden" name="intent" value="delete-account" />
				<Field
					ns="app"
					label={t('settings.danger.confirmLabel', { email })}
					errors={confirmEmail.errors}
					inputProps={{ ...confirmEmail.inputProps, autoComplete: 'off' }}
				/>
				<div>
					<button type="submit" className="rounded-xl bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800">
						{t('settings.danger.submit')}
					</button>
				</div>
			</Form>
		</Section>
	)
}
