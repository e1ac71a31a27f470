<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 409: the change conflicts with the resource's state. */
class ConflictException extends TourChatException
{
}
