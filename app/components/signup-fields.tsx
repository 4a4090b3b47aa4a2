import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'
import { useRootData } from '#app/utils/root-data.ts'
import { useTranslation } from '#app/utils/translation.tsx'

// biome-ignore lint/suspicious/noExplicitAny: any form schema holding these fields
type TextField = FieldMetadata<string | undefined, any, string[]>
// biome-ignore lint/suspicious/noExplicitAny: any form schema holding these fields
type CheckboxFieldMetadata = FieldMetadata<unknown, any, string[]>

export type SignupFieldsMetadata = {
	firstName: TextField
	lastName: TextField
	email: TextField
	password: TextField
	consentMarketing: CheckboxFieldMetadata
	/** only on /register without a plan */
	betaCode?: TextField
}

/**
 * The account fields of the /register page and of the landing's sign-up dialog: names, e-mail, password, optional
 * beta code and the optional marketing consent. With a chosen plan the names are required (no '(opcional)').
 */
export function SignupFields({ fields, namesRequired }: { fields: SignupFieldsMetadata; namesRequired: boolean }) {
	const { t } = useTranslation('auth')
	const root = useRootData()
	const optional = namesRequired ? '' : ` ${t('register.optional')}`
	return (
		<>
			<div className="grid gap-x-3 sm:grid-cols-2">
				<Field
					ns="auth"
					label={`${t('register.firstName')}${optional}`}
					errors={fields.firstName.errors}
					inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
				/>
				<Field
					ns="auth"
					label={`${t('register.lastName')}${optional}`}
					errors={fields.lastName.errors}
					inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
				/>
			</div>
			<Field
				ns="auth"
				label={t('register.email')}
				errors={fields.email.errors}
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
			/>
			<Field
				ns="auth"
				label={t('register.password')}
				hint={t('register.passwordHint')}
				errors={fields.password.errors}
				inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
			/>
			{fields.betaCode ? (
				<Field
					ns="auth"
					label={`${t('register.betaCode')} ${t('register.optional')}`}
					errors={fields.betaCode.errors}
					inputProps={getInputProps(fields.betaCode, { type: 'text' })}
				/>
			) : null}
			<CheckboxField
				ns="auth"
				label={t('register.consent', { appName: root?.appName })}
				inputProps={getInputProps(fields.consentMarketing, { type: 'checkbox' })}
			/>
		</>
	)
}

/** '¿Ya tienes cuenta? Iniciar sesión', under every sign-up form. */
export function HaveAccountLink() {
	const { t } = useTranslation('auth')
	return (
		<p className="mt-6 text-sm text-muted">
			{t('register.haveAccount')}{' '}
			<Link to="/login" className="font-semibold text-brand-700 hover:underline">
				{t('register.login')}
			</Link>
		</p>
	)
}
