import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Created once per container. Locally, AWS_ENDPOINT_URL_DYNAMODB points it at DynamoDB Local.
export const dynamodb = new DynamoDBClient({});
export const documents = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});
