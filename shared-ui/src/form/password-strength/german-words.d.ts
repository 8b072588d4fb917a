// The German word lists of @zxcvbn-ts/language-de one by one: its index also holds a Wikipedia
// list of 680 KB that a strength meter does not need.
declare module '@zxcvbn-ts/language-de/dist/commonWords.json.js' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-de/dist/firstnames.json.js' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-de/dist/lastnames.json.js' {
  const words: string[];
  export default words;
}
