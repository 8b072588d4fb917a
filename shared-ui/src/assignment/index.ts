// @compliance/shared-ui/assignment: an entity's assignments (members of an org unit, org units of
// an E-Learning) as a table with add and remove. An entry of its own, so pages without it do not
// load the table and the typeahead.
export * from './AssignmentTab';
