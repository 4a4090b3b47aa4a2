import { AR, ER_IR, IRREGULAR } from '#app/modules/script/register.ts'

/**
 * The verbs the dialect rules know, with what each does unlike a regular verb: the stem that changes under stress
 * (pensar → piensan, volver → vuelven, pedir → piden), the spelling of its subjunctive (conozca, elija, siga) and the
 * irregular tenses (sois, fuisteis, tendréis). verb-forms.ts conjugates them. Pure data.
 */

/** Common verbs of spoken scripts, besides the manuals' verbs of register.ts. */
const COMMON = `hablar escuchar llegar llevar llamar mirar esperar pasar quedar tratar trabajar ayudar dejar entrar estudiar
explicar preguntar contestar comprar pagar gastar ganar ahorrar necesitar intentar lograr alcanzar cambiar mejorar usar
imaginar recordar olvidar enseñar mostrar presentar preparar organizar planificar comentar publicar crear diseñar
desarrollar invitar visitar viajar caminar andar bailar cantar cocinar tomar manejar estacionar aparcar apuntar animar
acompañar aportar apoyar aprovechar arreglar averiguar avisar cuidar celebrar charlar colaborar comunicar contar contactar
dedicar descansar destacar detectar disfrutar durar empezar encontrar enfocar entrenar enviar expresar fallar faltar
felicitar firmar formar funcionar gestionar gustar identificar importar informar interesar investigar jugar juntar lanzar
levantar limpiar llorar luchar mandar mencionar nadar negociar notar ocupar odiar opinar parar participar pensar perdonar
pintar plantear practicar probar quitar recomendar regalar regresar relajar reservar resultar saludar soñar sumar superar
terminar tirar valorar votar acabar aceptar acercar acordar acostumbrar adaptar aguantar alquilar amar analizar apagar
apostar apreciar aprobar aumentar brindar calmar cenar cerrar colocar comenzar comparar complicar confiar considerar
contratar costar cruzar dudar echar elaborar empujar encantar enfadar engañar ensayar entregar entrevistar equivocar
escapar estrenar evaluar facilitar fomentar fracasar generar girar guiar iniciar integrar intercambiar interpretar
inventar juzgar lamentar lavar liberar limitar matar molestar motivar narrar nombrar obligar operar ordenar pasear pesar
preocupar prestar pronunciar provocar quejar rechazar reclamar recuperar redactar reflexionar relacionar renunciar reparar
representar respetar respirar revelar saltar separar solucionar sospechar subrayar tardar transformar triunfar verificar
vigilar volar continuar actuar variar ampliar situar despertar sentar apretar calentar confesar negar acostar colgar
almorzar renovar demostrar comprobar currar
aprender comprender comer beber correr leer creer meter prometer responder romper temer vender deber depender esconder
sorprender suceder proceder poseer emprender pretender ofender comprometer cometer acceder suspender ofrecer parecer
conocer reconocer aparecer desaparecer agradecer establecer merecer crecer pertenecer nacer permanecer favorecer entender
perder encender defender atender extender volver devolver resolver mover promover envolver soler doler llover escoger
recoger proteger acoger coger vencer convencer ejercer ver hacer tener poner saber querer poder caer traer valer haber ser
oler deshacer rehacer mantener obtener contener detener sostener retener entretener proponer suponer componer disponer
exponer imponer oponer atraer distraer extraer contraer
vivir escribir describir suscribir abrir cubrir descubrir recibir decidir existir insistir subir unir reunir compartir
partir repartir permitir omitir admitir transmitir emitir dividir definir imprimir sufrir cumplir asistir consistir
resistir ocurrir discutir añadir confundir difundir interrumpir incluir construir concluir excluir destruir sustituir
distribuir contribuir atribuir influir disminuir constituir prohibir dirigir exigir surgir fingir corregir elegir pedir
seguir conseguir perseguir servir repetir medir vestir competir impedir despedir sentir preferir mentir advertir
convertir divertir sugerir referir requerir invertir consentir arrepentir digerir transferir dormir morir salir venir
convenir intervenir prevenir decir oír reír sonreír producir conducir traducir introducir reducir deducir ir adquirir
distinguir`.split(/\s+/u)

/** Every verb known: the manuals' verbs and the common ones. */
export const VERBS = [...new Set([...AR, ...ER_IR, ...Object.keys(IRREGULAR), ...COMMON])]

/** e → ie under stress (pensar: piensan, sentir: sienten, sintáis). */
const CHANGE_IE = new Set(
	`pensar cerrar empezar comenzar despertar recomendar sentar calentar confesar negar apretar entender perder encender
defender atender extender querer tener mantener obtener contener detener sostener retener entretener venir convenir
intervenir prevenir sentir preferir mentir advertir convertir divertir sugerir referir requerir invertir consentir
arrepentir digerir transferir`.split(/\s+/u),
)
/** o → ue under stress (volver: vuelven; dormir: duermen, durmáis). */
const CHANGE_UE = new Set(
	`recordar contar mostrar demostrar probar comprobar aprobar encontrar costar acordar acostar colgar soñar volar apostar
almorzar renovar volver devolver resolver mover promover envolver poder soler doler llover dormir morir`.split(/\s+/u),
)
/** -ir e → i (pedir: piden, pidáis, pidieron). */
const CHANGE_I = new Set(
	'pedir seguir conseguir perseguir servir repetir medir vestir competir impedir despedir elegir corregir'.split(/\s+/u),
)

export type StemChange = 'ie' | 'ue' | 'i'

export function stemChange(infinitive: string): StemChange | undefined {
	if (CHANGE_IE.has(infinitive)) return 'ie'
	if (CHANGE_UE.has(infinitive)) return 'ue'
	if (CHANGE_I.has(infinitive)) return 'i'
	return undefined
}

/** -cer/-cir verbs whose subjunctive has -zc- (conozca, ofrezca, produzca). */
export const ZC = new Set(
	`ofrecer parecer conocer reconocer aparecer desaparecer agradecer establecer merecer crecer pertenecer nacer permanecer
favorecer producir conducir traducir introducir reducir deducir`.split(/\s+/u),
)

/** -iar / -uar / -ir verbs whose stressed i or u takes an accent (envían, actúan, reúnen, prohíben). */
export const STRESSED_VOWEL = new Set(
	'enviar confiar variar guiar ampliar continuar actuar evaluar efectuar situar reunir prohibir'.split(' '),
)

/** The irregular parts of irregular verbs; everything not given is made by the rules. */
export type Irregular = {
	/** present [vosotros, ustedes] */
	present?: [string, string]
	/** 3rd person singular of the present subjunctive (usted's order): haga, tenga */
	subjunctive?: string
	/** vosotros' present subjunctive when the rules would not make it: deis, seáis */
	subjunctiveVos?: string
	/** preterite [vosotros, ustedes] */
	preterite?: [string, string]
	/** imperfect [vosotros, ustedes] */
	imperfect?: [string, string]
	/** the future's and the conditional's stem */
	future?: string
	/** the vosotros imperative is another word too («sed»): not converted */
	noImperative?: true
}

export const IRREGULAR_VERBS: Record<string, Irregular> = {
	ser: {
		present: ['sois', 'son'],
		subjunctive: 'sea',
		preterite: ['fuisteis', 'fueron'],
		imperfect: ['erais', 'eran'],
		noImperative: true,
	},
	ir: { present: ['vais', 'van'], subjunctive: 'vaya', preterite: ['fuisteis', 'fueron'], imperfect: ['ibais', 'iban'] },
	estar: { present: ['estáis', 'están'], subjunctive: 'esté', preterite: ['estuvisteis', 'estuvieron'] },
	dar: { present: ['dais', 'dan'], subjunctive: 'dé', subjunctiveVos: 'deis', preterite: ['disteis', 'dieron'] },
	ver: { present: ['veis', 'ven'], subjunctive: 'vea', imperfect: ['veíais', 'veían'] },
	haber: { present: ['habéis', 'han'], subjunctive: 'haya', preterite: ['hubisteis', 'hubieron'], future: 'habr' },
	hacer: { subjunctive: 'haga', preterite: ['hicisteis', 'hicieron'], future: 'har' },
	tener: { subjunctive: 'tenga', preterite: ['tuvisteis', 'tuvieron'], future: 'tendr' },
	poner: { subjunctive: 'ponga', preterite: ['pusisteis', 'pusieron'], future: 'pondr' },
	venir: { subjunctive: 'venga', preterite: ['vinisteis', 'vinieron'], future: 'vendr' },
	decir: { present: ['decís', 'dicen'], subjunctive: 'diga', preterite: ['dijisteis', 'dijeron'], future: 'dir' },
	salir: { subjunctive: 'salga', future: 'saldr' },
	traer: { subjunctive: 'traiga', preterite: ['trajisteis', 'trajeron'] },
	caer: { subjunctive: 'caiga' },
	oír: { present: ['oís', 'oyen'], subjunctive: 'oiga' },
	saber: { subjunctive: 'sepa', preterite: ['supisteis', 'supieron'], future: 'sabr' },
	valer: { subjunctive: 'valga', future: 'valdr' },
	querer: { preterite: ['quisisteis', 'quisieron'], future: 'querr' },
	poder: { preterite: ['pudisteis', 'pudieron'], future: 'podr' },
	andar: { preterite: ['anduvisteis', 'anduvieron'] },
	reír: { present: ['reís', 'ríen'], subjunctive: 'ría', subjunctiveVos: 'riais', preterite: ['reísteis', 'rieron'] },
	jugar: { present: ['jugáis', 'juegan'], subjunctive: 'juegue' },
	oler: { present: ['oléis', 'huelen'], subjunctive: 'huela', subjunctiveVos: 'oláis' },
	adquirir: { present: ['adquirís', 'adquieren'], subjunctive: 'adquiera', subjunctiveVos: 'adquiráis' },
}

/** Verbs made of a prefix and an irregular verb: conjugated as it, with the prefix (mantener → mantienen). */
export const PREFIXED: Record<string, string> = {
	deshacer: 'hacer',
	rehacer: 'hacer',
	mantener: 'tener',
	obtener: 'tener',
	contener: 'tener',
	detener: 'tener',
	sostener: 'tener',
	retener: 'tener',
	entretener: 'tener',
	proponer: 'poner',
	suponer: 'poner',
	componer: 'poner',
	disponer: 'poner',
	exponer: 'poner',
	imponer: 'poner',
	oponer: 'poner',
	convenir: 'venir',
	intervenir: 'venir',
	prevenir: 'venir',
	atraer: 'traer',
	distraer: 'traer',
	extraer: 'traer',
	contraer: 'traer',
	sonreír: 'reír',
}
