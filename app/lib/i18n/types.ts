import type {en} from './messages/en';

type Widen<T> = T extends string ? string : {[K in keyof T]: Widen<T[K]>};

/** The shape every language's messages take: English's, key for key. */
export type Messages = Widen<typeof en>;

export type Namespace = keyof Messages;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message's full key, e.g. 'header.menu' or 'consent.categories.C0002.name'. */
export type MessageKey = Leaves<Messages>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : `${Prefix}${K}` | Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * What a page asks the catalogue for: a namespace ('search'), a group in one
 * ('accountAuth.login': every text under it) or one text ('account.optional').
 */
export type MessagePath = Paths<Messages>;

/** Flat messages as the browser receives them: only the namespaces a page shows, in its language. */
export type MessageBundle = Partial<Record<MessageKey, string>>;

export type MessageValues = Record<string, string | number>;
