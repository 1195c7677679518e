import {
  constructIdOf,
  type LocalResource,
  type LocalValues,
  type TemplateResource,
} from '../assembly/template-reader';
import { secretKeys, type SecretKey } from '../../shared/secrets';
import { tableKeys, tables } from '../../shared/tables';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from './cognito-local';
import { LOCAL_ACCOUNT, LOCAL_REGION, localArns, localSecretName } from './lambda-runtime';
import { localTableName } from './provision';
import { LOCAL_DOCUMENTS_BUCKET } from './s3-local';

/**
 * The local stack's counterpart of each resource the templates refer to, so that the templates'
 * references resolve to what runs here: a table to its local table, the user pool to the local
 * pool, a secret to the stand-in's, the documents bucket and key to the local ones. A resource is
 * recognised by its construct id, as the stacks name them.
 * A type with no local counterpart throws, naming it.
 */

/** The construct id each declared secret has in the stacks. */
const SECRET_CONSTRUCTS: Record<string, SecretKey> = {
  OriginVerifySecret: 'originVerify',
  MetaPageTokensSecret: 'metaPageTokens',
};

const arn = (service: string, resource: string) =>
  `arn:aws:${service}:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${resource}`;

export function localResource(_stack: string, logicalId: string, resource: TemplateResource): LocalResource {
  const id = constructIdOf(logicalId, resource);
  switch (resource.Type) {
    case 'AWS::DynamoDB::GlobalTable':
    case 'AWS::DynamoDB::Table': {
      const key = tableKeys.find((k) => tables[k].id === id);
      if (!key) throw new Error(`No local table for ${logicalId} (construct ${id})`);
      const name = localTableName(key);
      return {
        ref: name,
        attributes: { Arn: localArns.tableArn(name), StreamArn: `${localArns.tableArn(name)}/stream/local` },
      };
    }
    case 'AWS::SecretsManager::Secret': {
      const key = SECRET_CONSTRUCTS[id];
      if (!key || !secretKeys.includes(key))
        throw new Error(`No local secret for ${logicalId} (construct ${id})`);
      // A secret's Ref is its ARN.
      return { ref: localArns.secretArn(localSecretName(key)) };
    }
    case 'AWS::Cognito::UserPool':
      return { ref: LOCAL_USER_POOL_ID, attributes: { Arn: localArns.userPoolArn(LOCAL_USER_POOL_ID) } };
    case 'AWS::Cognito::UserPoolClient':
      return { ref: LOCAL_CLIENT_ID };
    case 'AWS::KMS::Key':
      // No KMS locally: the grants name a key that exists only in the statements.
      return { ref: 'local-documents', attributes: { Arn: arn('kms', 'key/local-documents') } };
    case 'AWS::S3::Bucket': {
      const name = id === 'DocumentsBucket' ? LOCAL_DOCUMENTS_BUCKET : `local-${logicalId.toLowerCase()}`;
      return { ref: name, attributes: { Arn: `arn:aws:s3:::${name}` } };
    }
    case 'AWS::IAM::Role':
      return {
        ref: logicalId,
        attributes: { Arn: arn('iam', `role/${logicalId}`).replace(`:${LOCAL_REGION}:`, '::') },
      };
    case 'AWS::SQS::Queue':
      return {
        ref: `http://127.0.0.1/queue/${logicalId}`,
        attributes: { Arn: arn('sqs', logicalId), QueueName: logicalId },
      };
    case 'AWS::SNS::Topic':
      return {
        ref: arn('sns', logicalId),
        attributes: { TopicArn: arn('sns', logicalId), TopicName: logicalId },
      };
    case 'AWS::SES::ConfigurationSet':
      return { ref: String(resource.Properties?.Name ?? logicalId) };
    case 'AWS::Lambda::Function':
      return { ref: logicalId, attributes: { Arn: arn('lambda', `function:${logicalId}`) } };
    default:
      throw new Error(`No local counterpart for ${resource.Type} ${logicalId}`);
  }
}

/** The local values of the whole assembly; `secretValue` reads the local secret store. */
export function localAssemblyValues(
  secretValue: (arn: string, key: string | undefined) => string,
): LocalValues {
  return {
    region: LOCAL_REGION,
    accountId: LOCAL_ACCOUNT,
    resource: localResource,
    secret: secretValue,
  };
}
