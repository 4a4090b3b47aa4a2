/**
 * Apple Podcasts' categories and subcategories (the tree Apple has used since 2019: 19 categories, 110 names in all),
 * in English as the feed writes them (`<itunes:category text="…">`); their Spanish and English labels are in
 * locales/<lng>/podcasts.json under `categories`. Spotify and iVoox read the same names from the feed.
 */
export const appleCategories = [
	{ name: 'Arts', subcategories: ['Books', 'Design', 'Fashion & Beauty', 'Food', 'Performing Arts', 'Visual Arts'] },
	{
		name: 'Business',
		subcategories: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
	},
	{ name: 'Comedy', subcategories: ['Comedy Interviews', 'Improv', 'Stand-Up'] },
	{ name: 'Education', subcategories: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'] },
	{ name: 'Fiction', subcategories: ['Comedy Fiction', 'Drama', 'Science Fiction'] },
	{ name: 'Government', subcategories: [] },
	{ name: 'History', subcategories: [] },
	{
		name: 'Health & Fitness',
		subcategories: ['Alternative Health', 'Fitness', 'Medicine', 'Mental Health', 'Nutrition', 'Sexuality'],
	},
	{ name: 'Kids & Family', subcategories: ['Education for Kids', 'Parenting', 'Pets & Animals', 'Stories for Kids'] },
	{
		name: 'Leisure',
		subcategories: ['Animation & Manga', 'Automotive', 'Aviation', 'Crafts', 'Games', 'Hobbies', 'Home & Garden', 'Video Games'],
	},
	{ name: 'Music', subcategories: ['Music Commentary', 'Music History', 'Music Interviews'] },
	{
		name: 'News',
		subcategories: [
			'Business News',
			'Daily News',
			'Entertainment News',
			'News Commentary',
			'Politics',
			'Sports News',
			'Tech News',
		],
	},
	{
		name: 'Religion & Spirituality',
		subcategories: ['Buddhism', 'Christianity', 'Hinduism', 'Islam', 'Judaism', 'Religion', 'Spirituality'],
	},
	{
		name: 'Science',
		subcategories: [
			'Astronomy',
			'Chemistry',
			'Earth Sciences',
			'Life Sciences',
			'Mathematics',
			'Natural Sciences',
			'Nature',
			'Physics',
			'Social Sciences',
		],
	},
	{
		name: 'Society & Culture',
		subcategories: ['Documentary', 'Personal Journals', 'Philosophy', 'Places & Travel', 'Relationships'],
	},
	{
		name: 'Sports',
		subcategories: [
			'Baseball',
			'Basketball',
			'Cricket',
			'Fantasy Sports',
			'Football',
			'Golf',
			'Hockey',
			'Rugby',
			'Running',
			'Soccer',
			'Swimming',
			'Tennis',
			'Volleyball',
			'Wilderness',
			'Wrestling',
		],
	},
	{ name: 'Technology', subcategories: [] },
	{ name: 'True Crime', subcategories: [] },
	{ name: 'TV & Film', subcategories: ['After Shows', 'Film History', 'Film Interviews', 'Film Reviews', 'TV Reviews'] },
] as const satisfies ReadonlyArray<{ name: string; subcategories: readonly string[] }>

/**
 * The form chooses a category and a subcategory in one <select> (no second list to refresh, so it works without
 * JavaScript): 'Business' alone, or 'Business/Marketing'. No Apple name has a slash.
 */
const SEPARATOR = '/'

export function categoryChoice(category: string, subcategory: string | null | undefined) {
	return subcategory ? `${category}${SEPARATOR}${subcategory}` : category
}

/** A choice of the form as the category and subcategory Apple knows; null for anything else. */
export function parseCategoryChoice(value: string): { category: string; subcategory: string | null } | null {
	const [name, sub, ...rest] = value.split(SEPARATOR)
	if (rest.length > 0) return null
	const category = appleCategories.find((entry) => entry.name === name)
	if (!category) return null
	if (sub === undefined) return { category: category.name, subcategory: null }
	const subcategory = (category.subcategories as readonly string[]).find((entry) => entry === sub)
	return subcategory ? { category: category.name, subcategory } : null
}
