import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableKeys, tables, type KeyAttribute, type TableKey } from '../../shared/tables';

const attribute = (key: KeyAttribute): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/** Stateful: every table, retained, recoverable and protected from deletion. */
export class DataStack extends Stack {
  public readonly tables: Record<TableKey, TableV2>;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.tables = Object.fromEntries(
      tableKeys.map((key) => {
        const def = tables[key];
        const table = new TableV2(this, def.id, {
          partitionKey: attribute(def.partitionKey),
          sortKey: def.sortKey && attribute(def.sortKey),
          globalSecondaryIndexes: def.globalIndexes.map((gsi) => ({
            indexName: gsi.indexName,
            partitionKey: attribute(gsi.partitionKey),
            sortKey: gsi.sortKey && attribute(gsi.sortKey),
          })),
          timeToLiveAttribute: def.timeToLiveAttribute,
          dynamoStream: def.stream ? StreamViewType[def.stream] : undefined,
          billing: Billing.onDemand(),
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          deletionProtection: true,
          removalPolicy: RemovalPolicy.RETAIN,
        });
        return [key, table];
      }),
    ) as Record<TableKey, TableV2>;
  }
}
