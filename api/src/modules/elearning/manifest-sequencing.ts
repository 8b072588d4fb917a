import { asNodes, firstNode, flagOf, numberIn, textOf, type XmlNode } from './manifest-xml';

// SCORM 2004 sequencing as the manifest states it (IMS Simple Sequencing, imsss:sequencing, and
// ADL's adlseq extensions), kept with each activity as plain data: the launcher hands it to the
// runtime's sequencing, the upload tells what a course uses. Names follow the manifest's (and
// scorm-again's settings, which follow the manifest's too); absent elements stay absent, so the
// SN book's defaults apply where the runtime reads them.

/** A condition of a sequencing or rollup rule. */
export interface RuleCondition {
  condition: string;
  operator?: 'not' | 'noOp';
  referencedObjective?: string;
  measureThreshold?: number;
}

/** A pre-, exit- or post-condition rule: its conditions, how they combine, its action. */
export interface SequencingRule {
  action: string;
  conditionCombination: 'all' | 'any';
  conditions: RuleCondition[];
}

/** A rollup rule: which children count, the conditions they must meet, the action. */
export interface RollupRule {
  action: string;
  childActivitySet: string;
  minimumCount?: number;
  minimumPercent?: number;
  conditionCombination: 'all' | 'any';
  conditions: RuleCondition[];
}

/** A mapping of a local objective to a global (shared) one. */
export interface ObjectiveMapInfo {
  targetObjectiveID: string;
  readSatisfiedStatus?: boolean;
  readNormalizedMeasure?: boolean;
  writeSatisfiedStatus?: boolean;
  writeNormalizedMeasure?: boolean;
}

/** An objective of an activity. */
export interface SequencingObjective {
  objectiveID: string;
  satisfiedByMeasure?: boolean;
  minNormalizedMeasure?: number;
  mapInfo?: ObjectiveMapInfo[];
}

/** An activity's sequencing definition: only what the manifest states. */
export interface ActivitySequencing {
  controlMode?: Partial<
    Record<'choice' | 'choiceExit' | 'flow' | 'forwardOnly' | 'useCurrentAttemptObjectiveInfo' | 'useCurrentAttemptProgressInfo', boolean>
  >;
  preConditionRules?: SequencingRule[];
  exitConditionRules?: SequencingRule[];
  postConditionRules?: SequencingRule[];
  attemptLimit?: number;
  attemptAbsoluteDurationLimit?: string;
  rollupRules?: RollupRule[];
  rollupControls?: Partial<{ rollupObjectiveSatisfied: boolean; rollupProgressCompletion: boolean; objectiveMeasureWeight: number }>;
  rollupConsiderations?: Partial<
    Record<'requiredForSatisfied' | 'requiredForNotSatisfied' | 'requiredForCompleted' | 'requiredForIncomplete', string>
  > & {
    measureSatisfactionIfActive?: boolean;
  };
  primaryObjective?: SequencingObjective;
  objectives?: SequencingObjective[];
  randomization?: Partial<{ randomizationTiming: string; selectCount: number; reorderChildren: boolean; selectionTiming: string }>;
  deliveryControls?: Partial<Record<'tracked' | 'completionSetByContent' | 'objectiveSetByContent', boolean>>;
  constrainedChoice?: Partial<Record<'preventActivation' | 'constrainChoice', boolean>>;
}

/** The attributes of an element read as flags, those present only. */
function flags<Name extends string>(node: XmlNode | undefined, names: readonly Name[]): Partial<Record<Name, boolean>> | undefined {
  if (!node) return undefined;
  const read = Object.fromEntries(
    names.flatMap((name) => {
      const value = flagOf(node[`@${name}`]);
      return value === undefined ? [] : [[name, value]];
    }),
  ) as Partial<Record<Name, boolean>>;
  return Object.keys(read).length > 0 ? read : undefined;
}

/** Drops the keys whose value is undefined, and answers undefined for what is then empty. */
function stated<T extends object>(value: T): T | undefined {
  const kept = Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

const combinationOf = (node: XmlNode | undefined): 'all' | 'any' => (textOf(node?.['@conditionCombination']) === 'any' ? 'any' : 'all');

function conditionOf(node: XmlNode): RuleCondition | undefined {
  const condition = textOf(node['@condition']);
  if (!condition) return undefined;
  const operator = textOf(node['@operator']) === 'not' ? 'not' : undefined;
  return stated<RuleCondition>({
    condition,
    operator,
    referencedObjective: textOf(node['@referencedObjective']) || undefined,
    measureThreshold: numberIn(node['@measureThreshold'], -1, 1) ?? undefined,
  });
}

function rulesOf(nodes: unknown): SequencingRule[] | undefined {
  const rules = asNodes(nodes).flatMap((rule) => {
    const action = textOf(firstNode(rule.ruleAction)?.['@action']);
    const conditionsNode = firstNode(rule.ruleConditions);
    const conditions = asNodes(conditionsNode?.ruleCondition).flatMap((condition) => conditionOf(condition) ?? []);
    return action && conditions.length > 0 ? [{ action, conditionCombination: combinationOf(conditionsNode), conditions }] : [];
  });
  return rules.length > 0 ? rules : undefined;
}

function rollupRulesOf(node: XmlNode | undefined): RollupRule[] | undefined {
  const rules = asNodes(node?.rollupRule).flatMap((rule) => {
    const action = textOf(firstNode(rule.rollupAction)?.['@action']);
    const conditionsNode = firstNode(rule.rollupConditions);
    const conditions = asNodes(conditionsNode?.rollupCondition).flatMap((condition) => conditionOf(condition) ?? []);
    if (!action || conditions.length === 0) return [];
    return [
      stated<RollupRule>({
        action,
        childActivitySet: textOf(rule['@childActivitySet']) || 'all',
        minimumCount: numberIn(rule['@minimumCount'], 0, Number.MAX_SAFE_INTEGER) ?? undefined,
        minimumPercent: numberIn(rule['@minimumPercent'], 0, 1) ?? undefined,
        // Rollup conditions combine by 'any' unless stated (IMS SS).
        conditionCombination: textOf(conditionsNode?.['@conditionCombination']) === 'all' ? 'all' : 'any',
        conditions,
      })!,
    ];
  });
  return rules.length > 0 ? rules : undefined;
}

const MAP_FLAGS = ['readSatisfiedStatus', 'readNormalizedMeasure', 'writeSatisfiedStatus', 'writeNormalizedMeasure'] as const;

function objectiveOf(node: XmlNode | undefined): SequencingObjective | undefined {
  if (!node) return undefined;
  const mapInfo = asNodes(node.mapInfo).flatMap((map) => {
    const targetObjectiveID = textOf(map['@targetObjectiveID']);
    return targetObjectiveID ? [{ targetObjectiveID, ...flags(map, MAP_FLAGS) }] : [];
  });
  return stated<SequencingObjective>({
    objectiveID: textOf(node['@objectiveID']) ?? '',
    satisfiedByMeasure: flagOf(node['@satisfiedByMeasure']),
    minNormalizedMeasure: numberIn(node.minNormalizedMeasure, -1, 1) ?? undefined,
    mapInfo: mapInfo.length > 0 ? mapInfo : undefined,
  });
}

/** One imsss:sequencing element read. */
function definitionOf(node: XmlNode): ActivitySequencing {
  const rules = firstNode(node.sequencingRules);
  const limits = firstNode(node.limitConditions);
  const rollup = firstNode(node.rollupRules);
  const objectives = firstNode(node.objectives);
  const randomization = firstNode(node.randomizationControls);
  const considerations = firstNode(node.rollupConsiderations);
  const otherObjectives = asNodes(objectives?.objective).flatMap((objective) => objectiveOf(objective) ?? []);
  return (
    stated<ActivitySequencing>({
      controlMode: flags(firstNode(node.controlMode), [
        'choice',
        'choiceExit',
        'flow',
        'forwardOnly',
        'useCurrentAttemptObjectiveInfo',
        'useCurrentAttemptProgressInfo',
      ]),
      preConditionRules: rulesOf(rules?.preConditionRule),
      exitConditionRules: rulesOf(rules?.exitConditionRule),
      postConditionRules: rulesOf(rules?.postConditionRule),
      attemptLimit: numberIn(limits?.['@attemptLimit'], 0, Number.MAX_SAFE_INTEGER) ?? undefined,
      attemptAbsoluteDurationLimit: textOf(limits?.['@attemptAbsoluteDurationLimit']) || undefined,
      rollupRules: rollupRulesOf(rollup),
      rollupControls: rollup
        ? stated({
            ...flags(rollup, ['rollupObjectiveSatisfied', 'rollupProgressCompletion']),
            objectiveMeasureWeight: numberIn(rollup['@objectiveMeasureWeight'], 0, 1) ?? undefined,
          })
        : undefined,
      rollupConsiderations: considerations
        ? stated({
            requiredForSatisfied: textOf(considerations['@requiredForSatisfied']),
            requiredForNotSatisfied: textOf(considerations['@requiredForNotSatisfied']),
            requiredForCompleted: textOf(considerations['@requiredForCompleted']),
            requiredForIncomplete: textOf(considerations['@requiredForIncomplete']),
            measureSatisfactionIfActive: flagOf(considerations['@measureSatisfactionIfActive']),
          })
        : undefined,
      primaryObjective: objectiveOf(firstNode(objectives?.primaryObjective)),
      objectives: otherObjectives.length > 0 ? otherObjectives : undefined,
      randomization: randomization
        ? stated({
            randomizationTiming: textOf(randomization['@randomizationTiming']),
            selectCount: numberIn(randomization['@selectCount'], 0, Number.MAX_SAFE_INTEGER) ?? undefined,
            reorderChildren: flagOf(randomization['@reorderChildren']),
            selectionTiming: textOf(randomization['@selectionTiming']),
          })
        : undefined,
      deliveryControls: flags(firstNode(node.deliveryControls), ['tracked', 'completionSetByContent', 'objectiveSetByContent']),
      constrainedChoice: flags(firstNode(node.constrainedChoiceConsiderations), ['preventActivation', 'constrainChoice']),
    }) ?? {}
  );
}

/** The manifest's sequencing collection (imsss:sequencingCollection), by ID: definitions items refer to with IDRef. */
export function sequencingCollections(manifest: XmlNode): ReadonlyMap<string, XmlNode> {
  return new Map(
    asNodes(firstNode(manifest.sequencingCollection)?.sequencing).flatMap((node) => {
      const id = textOf(node['@ID']);
      return id ? [[id, node]] : [];
    }),
  );
}

/**
 * An item's (or organization's) sequencing: the collection's definition it refers to, with what
 * the item states itself on top (IMS SS: the local definition overrides the referenced one);
 * undefined where it states none.
 */
export function readSequencing(item: XmlNode, collections: ReadonlyMap<string, XmlNode>): ActivitySequencing | undefined {
  const node = firstNode(item.sequencing);
  if (!node) return undefined;
  const referenced = collections.get(textOf(node['@IDRef']) ?? '');
  const definition = { ...(referenced && definitionOf(referenced)), ...definitionOf(node) };
  return Object.keys(definition).length > 0 ? definition : undefined;
}
